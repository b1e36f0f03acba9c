import CleanDomain
import CleanReactive

/// Wire `data` of a successful login:
/// `{"token": String, "refreshToken": String, "expiresIn": Int, "user": User}`.
///
/// `refreshToken` and `expiresIn` are optional on the wire so that a server without refresh
/// still signs players in; such a session simply ends at its first 401.
public struct SessionDTO: Decodable, Sendable, Equatable {
  public let token: String
  public let refreshToken: String?
  /// Seconds the access token lives (informational: the client reacts to the 401, not a clock).
  public let expiresIn: Int?
  public let user: UserDTO

  public func toDomain() -> Session {
    Session(token: token, user: user.toDomain(), refreshToken: refreshToken)
  }
}
