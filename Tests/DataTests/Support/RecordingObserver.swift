import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `NetworkObserver` that records every finished attempt.
final class RecordingObserver: NetworkObserver {
  struct Entry: Sendable {
    let method: String
    let pathAndQuery: String
    let number: Int
    let authorization: String?
    let outcome: NetworkAttemptOutcome
  }

  private let entries = Locked<[Entry]>([])
  private let started = Locked(0)

  var attempts: [Entry] { entries.withLock { $0 } }
  var startedCount: Int { started.withLock { $0 } }

  func attemptWillStart(_ attempt: NetworkAttempt) {
    started.withLock { $0 += 1 }
  }

  func attemptDidFinish(
    _ attempt: NetworkAttempt, outcome: NetworkAttemptOutcome, duration: Duration
  ) {
    let entry = Entry(
      method: attempt.method, pathAndQuery: attempt.pathAndQuery, number: attempt.number,
      authorization: attempt.request.value(forHTTPHeaderField: "Authorization"),
      outcome: outcome)
    entries.withLock { $0.append(entry) }
  }
}
