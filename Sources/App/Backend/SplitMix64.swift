import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A tiny, fast, seedable random number generator (Steele, Lea & Flood's SplitMix64): the same
/// seed always yields the same sequence, on every platform, so `--seed` makes faults repeatable.
///
/// Threading: a value; not shared (the `FaultInjector` keeps it behind a mutex).
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A uniform value in `0..<1` with 53 random bits.
  mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }
}
