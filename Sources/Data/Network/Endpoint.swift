import CleanDomain
import Foundation

/// One request the API understands, and the type its response body decodes to.
///
/// An endpoint is a plain value: it says *what* to ask (method, path segments, query, headers,
/// body) and *how* to read the answer (`decode`). It knows nothing about hosts, tokens or
/// transports; `NetworkConfiguration` supplies those when the request is built.
///
/// - Path segments and query values are raw, unencoded strings. They are percent-encoded when the
///   request is built, so hostile input (`../admin?x=1&page=9`, spaces, Hangul) stays inside its
///   own segment or value and can never change the path or add parameters.
/// - `decode` is only ever called with the body of a *success* status, and anything it throws is
///   classified as `APIError.decoding` (and only that).
/// - `interpretFailure`, when set, reads a failure status the endpoint gives its own meaning
///   (start-match reads its 409 as duplicated users) *before* the resolver's status table; it
///   returns `nil` to leave the status to the resolver. A status means the same everywhere
///   unless the endpoint that defines it says otherwise.
///
/// Threading: an immutable `Sendable` value; use it from anywhere.
public struct Endpoint<Response: Sendable>: Sendable {
  /// Reads a success body into the response. Called off the main actor, on the caller's task.
  public typealias Decode = @Sendable (Data) throws -> Response
  /// Reads a failure status (never a 2xx) and its body into the endpoint's own error, or `nil`
  /// to let the `NetworkErrorResolver` classify it. Pure; called on the caller's task.
  public typealias InterpretFailure = @Sendable (_ status: Int, _ body: Data) -> APIError?

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
  /// This endpoint's own reading of failure statuses, consulted before the resolver.
  public let interpretFailure: InterpretFailure?
  /// This endpoint's retry rule; `nil` uses the network service's. Set with `retrying(with:)`.
  public internal(set) var retryPolicy: RetryPolicy?

  /// An endpoint with these parts; nothing is encoded or validated until the request is built
  /// with `urlRequest(with:)`.
  public init(
    method: HTTPMethod,
    pathSegments: [String],
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    requiresAuthorization: Bool = false,
    interpretFailure: InterpretFailure? = nil,
    decode: @escaping Decode
  ) {
    self.method = method
    self.pathSegments = pathSegments
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
    self.requiresAuthorization = requiresAuthorization
    self.interpretFailure = interpretFailure
    self.decode = decode
  }
}
