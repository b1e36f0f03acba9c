import Foundation

extension Endpoint {
  /// An endpoint with these parts whose success body is read as `response` says — the API's
  /// envelope (`.envelope()`), bare JSON (`.json()`) or the app's own reading
  /// (`.decoded(by:)`). There is no default: the shape of a body is the backend's, and an
  /// endpoint that assumed the wrong one would fail every success as `.decoding`.
  public init(
    method: HTTPMethod,
    pathSegments: [String],
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    requiresAuthorization: Bool = false,
    response: ResponseBody<Response>
  ) {
    self.init(
      method: method, pathSegments: pathSegments, queryItems: queryItems, headers: headers,
      body: body, requiresAuthorization: requiresAuthorization, decode: response.decode)
  }
}

extension Endpoint where Response == Void {
  /// An endpoint whose success carries no value (e.g. `204 No Content`): the body is ignored.
  public init(
    method: HTTPMethod,
    pathSegments: [String],
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    requiresAuthorization: Bool = false
  ) {
    self.init(
      method: method, pathSegments: pathSegments, queryItems: queryItems, headers: headers,
      body: body, requiresAuthorization: requiresAuthorization, decode: { _ in () })
  }
}
