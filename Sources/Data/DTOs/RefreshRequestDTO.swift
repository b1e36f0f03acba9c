/// Wire body of `POST /auth/refresh`: `{"refreshToken": String}`.
public struct RefreshRequestDTO: Encodable, Sendable, Equatable {
  public let refreshToken: String

  public init(refreshToken: String) {
    self.refreshToken = refreshToken
  }
}
