/// Wire body of `POST /auth/login`: `{"nickname": String, "password": String}`.
///
/// `Codable`, so a stub server can read the request it received.
public struct LoginRequestDTO: Codable, Sendable, Equatable {
  /// Wire `nickname`: the player's sign-in name.
  public let nickname: String
  /// Wire `password`: the player's password (bodies are never logged by this stack).
  public let password: String

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(nickname: String, password: String) {
    self.nickname = nickname
    self.password = password
  }
}
