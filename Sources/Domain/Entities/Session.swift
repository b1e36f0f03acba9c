/// An authenticated session: the bearer token the server issued and the user it belongs to.
public struct Session: Equatable, Hashable, Sendable {
  public let token: String
  public let user: User

  public init(token: String, user: User) {
    self.token = token
    self.user = user
  }
}
