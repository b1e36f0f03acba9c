import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt of a request, as the middleware sees it: the request about to be sent (after the
/// adapters ran), its 1-based number among the attempts of the same request (retries and a
/// replay after a token refresh count), and whether the endpoint requires authorization.
///
/// Threading: an immutable `Sendable` value.
public struct NetworkAttempt: Sendable {
  /// The request; the adapters have already run when observers see it.
  public let request: URLRequest
  /// 1 for the first attempt, 2 for the next, …
  public let number: Int
  /// Whether the endpoint wants the access token (`Endpoint.requiresAuthorization`).
  public let requiresAuthorization: Bool

  /// An attempt sending `request`, the `number`th of its request.
  public init(request: URLRequest, number: Int, requiresAuthorization: Bool) {
    self.request = request
    self.number = number
    self.requiresAuthorization = requiresAuthorization
  }

  /// The method token, `GET` when unset.
  public var method: String { request.httpMethod ?? "GET" }

  /// The path and query of the URL as sent (still percent-encoded), e.g. `/users?query=al`.
  public var pathAndQuery: String {
    guard let url = request.url,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return "" }
    let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    return components.percentEncodedQuery.map { path + "?" + $0 } ?? path
  }
}
