import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The adapter that sets `Authorization: Bearer <token>` on every attempt of an endpoint that
/// requires authorization, reading the token anew each time — so the replay after a refresh
/// carries the new token. A token that is empty or contains a line break is not sent.
///
/// Threading: thread-safe when `tokenProvider` is.
public struct BearerTokenAdapter: RequestAdapter {
  private let tokenProvider: NetworkConfiguration.TokenProvider

  /// An adapter that asks `tokenProvider` for the token before every attempt.
  public init(tokenProvider: @escaping NetworkConfiguration.TokenProvider) {
    self.tokenProvider = tokenProvider
  }

  /// Returns `request` with its `Authorization` header set to `Bearer <token>` (removed when
  /// there is no usable token) if the endpoint requires authorization; unchanged otherwise.
  /// Never throws.
  public func adapt(_ request: URLRequest, for attempt: NetworkAttempt) async throws(APIError)
    -> URLRequest
  {
    var adapted = request
    authorize(&adapted, requiresAuthorization: attempt.requiresAuthorization)
    return adapted
  }

  /// The same change in place (no copy of the request). The network service applies the same
  /// rule while it builds each attempt's request (`Endpoint.urlRequest(with:token:)`).
  func authorize(_ request: inout URLRequest, requiresAuthorization: Bool) {
    guard requiresAuthorization else { return }
    if request.value(forHTTPHeaderField: "Authorization") != nil {
      request.setValue(nil, forHTTPHeaderField: "Authorization")
    }
    Endpoint<Void>.authorize(&request, token: tokenProvider())
  }
}
