import CleanData
import CleanDomain
import CleanPrimitives
import CleanReactive
import Foundation

/// A `DataTransferService` double for repository tests: records each endpoint and answers with
/// a body run through the endpoint's own `decode`, or with an `APIError`, or hangs until the
/// calling task is cancelled (and records that it was). Thread-safe.
public final class StubDataTransferService: DataTransferService {
  /// How every request is answered.
  public enum Answer: Sendable {
    /// Runs this body through the endpoint's own `decode` (a failure is `.decoding`).
    case body(Data)
    /// Throws this error.
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
      do { return try endpoint.decode(data) } catch { throw .decoding("\(error)") }
    case .failure(let error):
      throw error
    case .hangUntilCancelled:
      do { try await CancellationGate().wait() as Void } catch {}
      state.withLock { $0.cancellations += 1 }
      cancelled.yield()
      throw .cancelled(.outcomeUnknown)  // like a request that was on the wire
    }
  }
}
