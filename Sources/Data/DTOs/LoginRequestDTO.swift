/// Wire body of `POST /auth/login`: `{"nickname": String, "password": String}`.
///
/// `Codable`, so a stub server can read the request it received.
public struct LoginRequestDTO: Codable, Sendable, Equatable {
  public let nickname: String
  public let password: String

  public init(nickname: String, password: String) {
    self.nickname = nickname
    self.password = password
  }
}
