import Foundation
import Synchronization

@testable import CleanData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `NetworkSession` that answers like URLSession does: *either* a response (any status,
/// with no error) *or* a thrown transport error — never both. Records every request it gets.
final class StubNetworkSession: NetworkSession {
  enum Outcome: Sendable {
    /// An HTTP response: status, body, no error (a 500 is a response, not a throw).
    case respond(status: Int, body: Data)
    /// No HTTP response: the error URLSession would throw.
    case fail(any Error)
    /// Suspends until the calling task is cancelled, then throws `URLError(.cancelled)`.
    case hangUntilCancelled
  }

  private let outcome: @Sendable (URLRequest) -> Outcome
  private let recorded = Mutex<[URLRequest]>([])
  private let started: AsyncStream<Void>.Continuation
  /// Yields once each time a request reaches the session.
  let requestsStarted: AsyncStream<Void>

  init(_ outcome: @escaping @Sendable (URLRequest) -> Outcome) {
    self.outcome = outcome
    (requestsStarted, started) = AsyncStream.makeStream(of: Void.self)
  }

  convenience init(status: Int, body: Data = Data()) {
    self.init { _ in .respond(status: status, body: body) }
  }

  convenience init(status: Int, json: String) {
    self.init(status: status, body: Data(json.utf8))
  }

  convenience init(failing error: any Error) {
    self.init { _ in .fail(error) }
  }

  var requests: [URLRequest] { recorded.withLock { $0 } }

  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    recorded.withLock { $0.append(request) }
    started.yield()
    switch outcome(request) {
    case .respond(let status, let body):
      let response = HTTPURLResponse(
        url: request.url!, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])!
      return (body, response)
    case .fail(let error):
      throw error
    case .hangUntilCancelled:
      return try await CancellationGate().wait()
    }
  }
}
