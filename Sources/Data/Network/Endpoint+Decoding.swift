import Foundation

extension Endpoint where Response: Decodable {
  /// An endpoint whose success body is an envelope `{"status","message","data"}` whose `data`
  /// must be a `Response`. `data: null` (or a missing `data`) is a decoding failure.
  ///
  /// `decoder` reads `data` (give one with your key and date strategies, e.g.
  /// `.convertFromSnakeCase`); the envelope's own keys are read the same with any strategy.
  public init(
    method: HTTPMethod,
    pathSegments: [String],
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    requiresAuthorization: Bool = false,
    decoder: JSONDecoder = JSONDecoder()
  ) {
    self.init(
      method: method, pathSegments: pathSegments, queryItems: queryItems, headers: headers,
      body: body, requiresAuthorization: requiresAuthorization,
      decode: { data in try EnvelopeDecoder.decodeData(Response.self, from: data, using: decoder) })
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
