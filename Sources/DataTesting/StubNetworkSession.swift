import CleanData
import CleanPrimitives
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `NetworkSession` that answers like URLSession does: *either* a response (any status,
/// with no error) *or* a thrown transport error — never both. Records every request it gets.
///
/// A stub that sets both, or that throws for a 500, would test a transport that does not
/// exist: URLSession returns every status as a response. Thread-safe.
public final class StubNetworkSession: NetworkSession {
  /// What the session does with one request.
  public enum Outcome: Sendable {
    /// An HTTP response: status, body, no error (a 500 is a response, not a throw).
    case respond(status: Int, body: Data)
    /// No HTTP response: the error URLSession would throw.
    case fail(any Error)
    /// Suspends until the calling task is cancelled, then throws `URLError(.cancelled)`.
    case hangUntilCancelled
  }

  private let outcome: @Sendable (URLRequest) -> Outcome
  private let recorded = Locked<[URLRequest]>([])
  private let started: AsyncStream<Void>.Continuation
  /// Yields once each time a request reaches the session.
  public let requestsStarted: AsyncStream<Void>

  /// Answers each request with what `outcome` returns for it.
  public init(_ outcome: @escaping @Sendable (URLRequest) -> Outcome) {
    self.outcome = outcome
    (requestsStarted, started) = AsyncStream.makeStream(of: Void.self)
  }

  /// Answers every request with `status` and `body`.
  public convenience init(status: Int, body: Data = Data()) {
    self.init { _ in .respond(status: status, body: body) }
  }

  /// Answers every request with `status` and the UTF-8 of `json`.
  public convenience init(status: Int, json: String) {
    self.init(status: status, body: Data(json.utf8))
  }

  /// Throws `error` for every request.
  public convenience init(failing error: any Error) {
    self.init { _ in .fail(error) }
  }

  /// Every request received, in order.
  public var requests: [URLRequest] { recorded.withLock { $0 } }

  /// Records the request and answers with its scripted outcome.
  public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    recorded.withLock { $0.append(request) }
    started.yield()
    switch outcome(request) {
    case .respond(let status, let body):
      let url = request.url ?? URL(string: "http://stub.invalid")!
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: status, httpVersion: "HTTP/1.1",
          headerFields: ["Content-Type": "application/json"])
      else { throw URLError(.badServerResponse) }
      return (body, response)
    case .fail(let error):
      throw error
    case .hangUntilCancelled:
      return try await CancellationGate().wait()
    }
  }
}
