import CleanDomain
import CleanReactive

/// Wire `data` of a successful login: `{"token": String, "user": User}`.
public struct SessionDTO: Decodable, Sendable, Equatable {
  public let token: String
  public let user: UserDTO

  public func toDomain() -> Session { Session(token: token, user: user.toDomain()) }
}
