/// Wire body of `POST /auth/refresh`: `{"refreshToken": String}`.
public struct RefreshRequestDTO: Encodable, Sendable, Equatable {
  /// Wire `refreshToken`: the refresh token presented to obtain a new access token.
  public let refreshToken: String

  /// A body presenting `refreshToken`.
  public init(refreshToken: String) {
    self.refreshToken = refreshToken
  }
}
