/// A tiny seeded PRNG (SplitMix64) so property tests are deterministic and reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

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
