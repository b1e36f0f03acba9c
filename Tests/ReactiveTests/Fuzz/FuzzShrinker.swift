/// Shrinks a failing fuzz case greedily while it still fails: replaces operator nodes by their
/// operands, drops source events, and moves the disposal to 1000.
enum FuzzShrinker {
  static func shrink(_ failing: FuzzCase, fails: (FuzzCase) -> Bool) -> FuzzCase {
    var current = failing
    var improved = true
    while improved {
      improved = false
      for candidate in candidates(of: current) where fails(candidate) {
        current = candidate
        improved = true
        break
      }
    }
    return current
  }

  private static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
    var result: [FuzzCase] = []
    for program in smallerPrograms(fuzzCase.program) where !program.hasUnboundShared {
      var candidate = fuzzCase
      candidate.program = program
      result.append(candidate)
    }
    for (index, source) in fuzzCase.sources.enumerated() {
      for eventIndex in source.events.indices {
        var candidate = fuzzCase
        candidate.sources[index].events.remove(at: eventIndex)
        result.append(candidate)
      }
    }
    if fuzzCase.disposeAt != 1000 {
      var candidate = fuzzCase
      candidate.disposeAt = 1000
      result.append(candidate)
    }
    return result
  }

  /// Every program with one node replaced by one of its operands.
  private static func smallerPrograms(_ program: FuzzProgram) -> [FuzzProgram] {
    let children = program.children
    var result = children
    for (index, child) in children.enumerated() {
      for smaller in smallerPrograms(child) {
        var replaced = children
        replaced[index] = smaller
        result.append(program.replacingChildren(replaced))
      }
    }
    return result
  }
}
