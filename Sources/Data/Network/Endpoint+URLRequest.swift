import CleanDomain
import CleanReactive
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// Builds the `URLRequest` for this endpoint against `configuration`.
  ///
  /// A token that is empty or contains a line break is not sent (it could inject headers).
  ///
  /// Every path segment and query component is percent-encoded (see `PercentEncoding`), so the
  /// resulting URL always has exactly the endpoint's segments and parameters.
  ///
  /// - Throws: `APIError.transport(.other(_:))` if no URL can be formed — the same class of
  ///   failure URLSession reports for a malformed URL. It cannot happen with a validated base URL,
  ///   because every component is encoded; the error path exists so it is never a crash.
  public func urlRequest(with configuration: NetworkConfiguration) throws(APIError) -> URLRequest {
    var request = try urlRequest(with: configuration, includingToken: false)
    if requiresAuthorization {
      Self.authorize(&request, token: configuration.tokenProvider())
    }
    return request
  }

  /// The request without the access token: the network service's `BearerTokenAdapter` sets it
  /// before each attempt.
  func urlRequest(with configuration: NetworkConfiguration, includingToken: Bool)
    throws(APIError) -> URLRequest
  {
    var text = configuration.baseURL.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    for segment in pathSegments {
      text += "/" + PercentEncoding.pathSegment(segment)
    }
    if !queryItems.isEmpty {
      let pairs = queryItems.map { item in
        let name = PercentEncoding.queryComponent(item.name)
        guard let value = item.value else { return name }
        return name + "=" + PercentEncoding.queryComponent(value)
      }
      text += "?" + pairs.joined(separator: "&")
    }
    guard let url = URL(string: text) else {
      throw .transport(.other("could not build a URL for \(method.rawValue) \(pathSegments)"))
    }
    var request = URLRequest(url: url)
    // Set through the property: on Linux, only that marks the interval as set; the value given
    // to `URLRequest(url:timeoutInterval:)` is ignored in favour of the session's 60 s default.
    request.timeoutInterval = configuration.timeoutInterval
    request.httpMethod = method.rawValue
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if body != nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    for (name, value) in configuration.headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if includingToken && requiresAuthorization {
      Self.authorize(&request, token: configuration.tokenProvider())
    }
    request.httpBody = body
    return request
  }

  /// Sets `Authorization: Bearer <token>`, unless the token is missing, empty or contains a line
  /// break (it could inject headers).
  static func authorize(_ request: inout URLRequest, token: String?) {
    guard let token, !token.isEmpty, !token.contains(where: \.isNewline) else { return }
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
  }
}
