/// Wire `data` of a successful refresh: `{"token": String, "refreshToken": String, "expiresIn": Int}`.
///
/// The refresh token it carries replaces the one that was spent (rotation).
public struct TokenPairDTO: Decodable, Sendable, Equatable {
  /// Wire `token`: the new access token.
  public let token: String
  /// Wire `refreshToken`: the new refresh token; the one presented is spent.
  public let refreshToken: String
  /// Seconds the new access token lives (informational).
  public let expiresIn: Int?

  /// A pair with these fields, e.g. for a refresh closure in a test.
  public init(token: String, refreshToken: String, expiresIn: Int? = nil) {
    self.token = token
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
  }
}
