/// One program of the differential fuzzer with its test sources and disposal time.
struct FuzzCase: CustomStringConvertible {
  /// A hot or cold test observable's script (times absolute for hot, relative for cold).
  struct Source {
    var isHot: Bool
    var events: [(time: Int, event: ModelEvent)]
  }

  var sources: [Source]
  var program: FuzzProgram
  /// When the subscription made at 200 is disposed.
  var disposeAt: Int

  var description: String {
    var lines = ["program: \(program)", "disposed at \(disposeAt)"]
    for (index, source) in sources.enumerated() {
      let events = source.events.map { "\($0.time) \($0.event)" }.joined(separator: ", ")
      lines.append("xs\(index) (\(source.isHot ? "hot" : "cold")): [\(events)]")
    }
    return lines.joined(separator: "\n")
  }
}
