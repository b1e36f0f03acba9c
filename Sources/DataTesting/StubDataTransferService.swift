import CleanData
import CleanDomain
import CleanPrimitives
import CleanReactive
import Foundation

/// A `DataTransferService` double for repository tests: records each endpoint and answers with
/// a body run through the endpoint's own `decode`, or with a status and body, or with an
/// `APIError`, or hangs until the calling task is cancelled (and records that it was).
///
/// A failure status takes production's path: the endpoint's own failure reading
/// (`Endpoint.readingFailures(_:)`) reads it first, so a `DomainEndpoint` caller gets its
/// feature's error (`.domain`) exactly as it would from `DefaultDataTransferService`; what it
/// does not read is the `APIError` of the status. Thread-safe.
public final class StubDataTransferService: DataTransferService {
  /// How every request is answered.
  public enum Answer: Sendable {
    /// Runs this body through the endpoint's own `decode` (a failure is `.decoding`).
    case body(Data)
    /// Answers as a server would with `status` and `body`: a 2xx runs `body` through the
    /// endpoint's `decode`; a failure status is read by the endpoint's failure reading first,
    /// then classified by `DefaultNetworkErrorResolver` (a 409 is `.unexpectedStatus`).
    case status(Int, body: Data)
    /// Throws this error; one from a status (`.unexpectedStatus(HTTPFailure(…))`) is first read
    /// by the endpoint's failure reading, with the failure's `bodyPrefix` as the body.
    case failure(APIError)
    /// Suspends until the calling task is cancelled, then throws `.cancelled`.
    case hangUntilCancelled
  }

  /// What one request asked for.
  public struct Call: Sendable {
    /// The HTTP method.
    public let method: HTTPMethod
    /// The raw path segments.
    public let pathSegments: [String]
    /// The raw query items.
    public let queryItems: [URLQueryItem]
    /// The encoded body, if any.
    public let body: Data?
    /// Whether the endpoint asked for the token.
    public let requiresAuthorization: Bool

    /// A call with these fields, e.g. an expected one to compare with.
    public init(
      method: HTTPMethod, pathSegments: [String], queryItems: [URLQueryItem] = [],
      body: Data? = nil, requiresAuthorization: Bool = false
    ) {
      self.method = method
      self.pathSegments = pathSegments
      self.queryItems = queryItems
      self.body = body
      self.requiresAuthorization = requiresAuthorization
    }
  }

  private let answer: Answer
  private let state = Locked<(calls: [Call], cancellations: Int)>(([], 0))
  private let started: AsyncStream<Void>.Continuation
  private let cancelled: AsyncStream<Void>.Continuation
  private let cancelledStream: AsyncStream<Void>
  /// Yields once each time a request starts.
  public let requestsStarted: AsyncStream<Void>

  /// Answers every request with `answer`.
  public init(_ answer: Answer) {
    self.answer = answer
    (requestsStarted, started) = AsyncStream.makeStream(of: Void.self)
    (cancelledStream, cancelled) = AsyncStream.makeStream(of: Void.self)
  }

  /// Returns once `count` requests have seen their task cancelled (call it once per test).
  public func waitForCancellations(_ count: Int) async {
    var iterator = cancelledStream.makeAsyncIterator()
    for _ in 0..<count { _ = await iterator.next() }
  }

  /// Every request so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }
  /// How many requests saw their task cancelled.
  public var cancellations: Int { state.withLock { $0.cancellations } }

  /// Records the endpoint and answers as scripted.
  public func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let call = Call(
      method: endpoint.method, pathSegments: endpoint.pathSegments,
      queryItems: endpoint.queryItems, body: endpoint.body,
      requiresAuthorization: endpoint.requiresAuthorization)
    state.withLock { $0.calls.append(call) }
    started.yield()
    switch answer {
    case .body(let data):
      return try Self.decode(data, with: endpoint)
    case .status(let status, let body):
      guard let error = DefaultNetworkErrorResolver().error(forStatus: status, body: body) else {
        return try Self.decode(body, with: endpoint)
      }
      throw Self.failure(error, body: body, readBy: endpoint)
    case .failure(let error):
      throw Self.failure(
        error, body: Data((error.httpFailure?.bodyPrefix ?? "").utf8), readBy: endpoint)
    case .hangUntilCancelled:
      do { try await CancellationGate().wait() as Void } catch {}
      state.withLock { $0.cancellations += 1 }
      cancelled.yield()
      throw .cancelled(.outcomeUnknown)  // like a request that was on the wire
    }
  }

  private static func decode<Response>(
    _ body: Data, with endpoint: Endpoint<Response>
  ) throws(APIError) -> Response {
    do { return try endpoint.decode(body) } catch { throw .decoding("\(error)") }
  }

  /// `error`, after the endpoint's failure reading saw its status: what the reading read ends the
  /// request (its `DomainEndpoint` caller throws the feature's error, never this one).
  private static func failure<Response>(
    _ error: APIError, body: Data, readBy endpoint: Endpoint<Response>
  ) -> APIError {
    if let failure = error.httpFailure { _ = endpoint.readsFailure(failure, body: body) }
    return error
  }
}
