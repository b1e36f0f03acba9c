import CleanDomain
import CleanReactive

/// Wire `data` of a successful login: `{"token": String, "user": User}`.
///
/// `Codable`, so a test or a stub server can encode the body it wants to answer with.
public struct SessionDTO: Codable, Sendable, Equatable {
  public let token: String
  public let user: UserDTO

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(token: String, user: UserDTO) {
    self.token = token
    self.user = user
  }

  public func toDomain() -> Session { Session(token: token, user: user.toDomain()) }
}
