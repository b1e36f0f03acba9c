import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI

/// Decides, request by request, whether the embedded backend fails instead of answering.
///
/// Scripted faults come first, in order (the guided tour uses them: "the next request answers
/// 500"). Otherwise each request fails with probability `rate`, drawn from a `SplitMix64`
/// seeded with `seed`, so a given seed and request sequence always fail the same way. Of the
/// random faults, 60 % are a 500, 25 % a timeout and 15 % a malformed body.
///
/// Threading: thread-safe (a mutex guards the queue and the generator).
final class FaultInjector: Sendable {
  private struct State {
    var scripted: [BackendFault] = []
    var generator: SplitMix64
  }

  /// The probability in `0...1` that a request fails.
  let rate: Double
  private let state: Locked<State>

  init(rate: Double = 0, seed: UInt64 = 0) {
    self.rate = min(max(rate, 0), 1)
    state = Locked(State(generator: SplitMix64(seed: seed)))
  }

  /// Makes the next request (after any already scripted) fail with `fault`.
  func failNextRequest(with fault: BackendFault) {
    state.withLock { $0.scripted.append(fault) }
  }

  /// The fault for the request being handled now, or `nil` to answer it normally.
  func nextFault() -> BackendFault? {
    state.withLock { state in
      if !state.scripted.isEmpty { return state.scripted.removeFirst() }
      guard rate > 0, state.generator.nextUnitInterval() < rate else { return nil }
      switch state.generator.nextUnitInterval() {
      case ..<0.6: return .serverError(status: 500)
      case ..<0.85: return .timeout
      default: return .malformedBody
      }
    }
  }
}
