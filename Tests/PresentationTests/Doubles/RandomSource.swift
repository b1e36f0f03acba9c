import CleanDomainTesting

/// A generator shared by a test and the mock answers it scripts (all on the test's thread).
final class RandomSource: @unchecked Sendable {
  var generator: SplitMix64

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

  func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  func pick<T>(_ elements: [T]) -> T { elements[int(0...elements.count - 1)] }
}
