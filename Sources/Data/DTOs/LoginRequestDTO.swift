/// Wire body of `POST /auth/login`: `{"nickname": String, "password": String}`.
public struct LoginRequestDTO: Encodable, Sendable, Equatable {
  public let nickname: String
  public let password: String

  public init(nickname: String, password: String) {
    self.nickname = nickname
    self.password = password
  }
}
