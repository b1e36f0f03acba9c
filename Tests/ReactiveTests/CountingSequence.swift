/// `1...count`, counting in `produced` every element its iterators produce.
struct CountingSequence: Sequence, Sendable {
  let count: Int
  let produced: TestLock<Int>

  func makeIterator() -> AnyIterator<Int> {
    var current = 0
    return AnyIterator { [count, produced] in
      guard current < count else { return nil }
      current += 1
      produced.withLock { $0 += 1 }
      return current
    }
  }
}
