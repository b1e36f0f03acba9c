import CleanDomain
import CleanReactive

/// Wire `data` of a successful login:
/// `{"token": String, "refreshToken": String, "expiresIn": Int, "user": User}`.
///
/// `refreshToken` and `expiresIn` are optional on the wire so that a server without refresh
/// still signs players in; such a session simply ends at its first 401. `Codable`, so a test or a
/// stub server can encode the body it wants to answer with.
public struct SessionDTO: Codable, Sendable, Equatable {
  /// Wire `token`: the access token sent as `Authorization: Bearer <token>`.
  public let token: String
  /// Wire `refreshToken`: the token that renews `token` after a 401; `nil` when the server
  /// does not support refresh.
  public let refreshToken: String?
  /// Seconds the access token lives (informational: the client reacts to the 401, not a clock).
  public let expiresIn: Int?
  /// Wire `user`: the signed-in player.
  public let user: UserDTO

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(token: String, user: UserDTO, refreshToken: String? = nil, expiresIn: Int? = nil) {
    self.token = token
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
    self.user = user
  }

  /// The domain's session: the tokens and the user.
  public func toDomain() -> Session {
    Session(token: token, user: user.toDomain(), refreshToken: refreshToken)
  }
}
