import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// Builds the `URLRequest` for this endpoint against `configuration`.
  ///
  /// A token that is empty or contains a line break is not sent (it could inject headers). An
  /// endpoint with an `idempotencyKey` sends it as `Idempotency-Key` (replacing a header of that
  /// name among its own).
  ///
  /// Every path segment and query component is percent-encoded (see `PercentEncoding`), so the
  /// resulting URL always has exactly the endpoint's segments and parameters.
  ///
  /// - Throws: `APIError.transport(.other(_:))` if no URL can be formed — the same class of
  ///   failure URLSession reports for a malformed URL. It cannot happen with a validated base URL,
  ///   because every component is encoded; the error path exists so it is never a crash.
  public func urlRequest(with configuration: NetworkConfiguration) throws(APIError) -> URLRequest {
    try urlRequest(
      with: configuration, token: requiresAuthorization ? configuration.tokenProvider() : nil)
  }

  /// The request with `token` as its bearer token when the endpoint requires authorization
  /// (`Authorization` is then removed first, and not set for an unusable token): what the
  /// network service sends on each attempt. Builds the URL text once and hands every header to
  /// the request in one assignment (see `RequestHeaderFields`).
  func urlRequest(with configuration: NetworkConfiguration, token: String?)
    throws(APIError) -> URLRequest
  {
    var text = configuration.requestBase
    for segment in pathSegments {
      text += "/"
      text += PercentEncoding.pathSegment(segment)
    }
    if !queryItems.isEmpty {
      var separator = "?"
      for item in queryItems {
        text += separator
        text += PercentEncoding.queryComponent(item.name)
        if let value = item.value {
          text += "="
          text += PercentEncoding.queryComponent(value)
        }
        separator = "&"
      }
    }
    guard let url = URL(string: text) else {
      throw .transport(.other("could not build a URL for \(method.rawValue) \(pathSegments)"))
    }
    var request = URLRequest(url: url)
    // Set through the property: on Linux, only that marks the interval as set; the value given
    // to `URLRequest(url:timeoutInterval:)` is ignored in favour of the session's 60 s default.
    request.timeoutInterval = configuration.timeoutInterval
    if method != .get { request.httpMethod = method.rawValue }
    var fields = configuration.defaultHeaderFields
    if body != nil, fields.value(for: "Content-Type") == nil {
      fields.set("application/json", for: "Content-Type")
    }
    for (name, value) in headers { fields.set(value, for: name) }
    if let idempotencyKey {
      fields.set(idempotencyKey.headerValue, for: IdempotencyKey.headerName)
    }
    if requiresAuthorization {
      fields.set(nil, for: "Authorization")
      if let value = Self.authorizationValue(token: token) {
        fields.set(value, for: "Authorization")
      }
    }
    request.allHTTPHeaderFields = fields.fields
    request.httpBody = body
    return request
  }

  /// Sets `Authorization: Bearer <token>`, unless the token is missing, empty or contains a line
  /// break (it could inject headers).
  static func authorize(_ request: inout URLRequest, token: String?) {
    guard let value = authorizationValue(token: token) else { return }
    request.setValue(value, forHTTPHeaderField: "Authorization")
  }

  /// `Bearer <token>`, or `nil` for a token that is missing, empty, or holds a line break (any
  /// of LF, VT, FF, CR, NEL, U+2028, U+2029) or a NUL: it could inject headers.
  static func authorizationValue(token: String?) -> String? {
    guard let token, !token.isEmpty else { return nil }
    for scalar in token.unicodeScalars {
      switch scalar.value {
      case 0, 0x0A...0x0D, 0x85, 0x2028, 0x2029: return nil
      default: continue
      }
    }
    return "Bearer " + token
  }
}
