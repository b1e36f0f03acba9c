import CleanDomain
import Foundation

/// One request the API understands, and the type its response body decodes to.
///
/// An endpoint is a plain value: it says *what* to ask (method, path segments, query, headers,
/// body) and *how* to read the answer (`decode`: the envelope, bare JSON or the app's own
/// reading, stated with `ResponseBody` — there is no default). It knows nothing about hosts, tokens or
/// transports; `NetworkConfiguration` supplies those when the request is built.
///
/// - Path segments and query values are raw, unencoded strings. They are percent-encoded when the
///   request is built, so hostile input (`../admin?x=1&page=9`, spaces, Hangul) stays inside its
///   own segment or value and can never change the path or add parameters.
/// - `decode` is only ever called with the body of a *success* status, and anything it throws is
///   classified as `APIError.decoding` (and only that).
/// - A status means the same everywhere (the resolver's table) unless the endpoint that defines
///   it says otherwise: `readingFailures(_:)` makes a `DomainEndpoint` that reads its own
///   failure statuses into the feature's error type first (start-match reads its 409 as
///   `MatchmakingError.duplicatedUsers`).
///
/// Threading: an immutable `Sendable` value; use it from anywhere.
public struct Endpoint<Response: Sendable>: Sendable {
  /// Reads a success body into the response. Called off the main actor, on the caller's task.
  public typealias Decode = @Sendable (Data) throws -> Response
  /// Reads a failure status into the feature's own error and says whether it did (set by
  /// `DataTransferService.request(_: DomainEndpoint)`); a failure it reads ends the request.
  typealias FailureReading = @Sendable (_ failure: HTTPFailure, _ body: Data) -> Bool

  /// The HTTP method sent.
  public let method: HTTPMethod
  /// Raw, unencoded path segments appended to the base URL, e.g. `["users", "42"]`.
  public let pathSegments: [String]
  /// Raw, unencoded query parameters, sent in this order.
  public let queryItems: [URLQueryItem]
  /// Extra headers for this request (they override the configuration's defaults).
  public let headers: [String: String]
  /// The request body, already encoded; `nil` sends none.
  public let body: Data?
  /// Whether the configuration's token is sent as `Authorization: Bearer <token>`.
  public let requiresAuthorization: Bool
  /// Reads a success body into `Response`.
  public let decode: Decode
  /// The feature's reading of failure statuses, consulted before the resolver.
  var failureReading: FailureReading?
  /// Runs the feature's failure reading (set by `DataTransferService.request(_: DomainEndpoint)`)
  /// on a failure status, as `DefaultNetworkService` does, and says whether it read one. For the
  /// package's doubles of the stack (`StubDataTransferService`), so they take production's path.
  package func readsFailure(_ failure: HTTPFailure, body: Data) -> Bool {
    failureReading?(failure, body) ?? false
  }

  /// This endpoint's retry rule; `nil` uses the network service's. Set with `retrying(with:)`.
  public internal(set) var retryPolicy: RetryPolicy?
  /// The key sent as `Idempotency-Key` on every attempt, declaring that the endpoint's API
  /// deduplicates by it; `nil` (the default) sends none. Set with `withIdempotencyKey(_:)`.
  public internal(set) var idempotencyKey: IdempotencyKey?

  /// An endpoint with these parts; nothing is encoded or validated until the request is built
  /// with `urlRequest(with:)`.
  public init(
    method: HTTPMethod,
    pathSegments: [String],
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    requiresAuthorization: Bool = false,
    decode: @escaping Decode
  ) {
    self.method = method
    self.pathSegments = pathSegments
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
    self.requiresAuthorization = requiresAuthorization
    self.decode = decode
  }
}
