import CleanPrimitives

/// The failures a store object reported, for the tests that provoke one.
final class FailureLog: Sendable {
  private let recorded = Locked<[String]>([])

  /// What was reported, in order.
  var entries: [String] { recorded.withLock { $0 } }

  func append(_ entry: String) { recorded.withLock { $0.append(entry) } }
}
