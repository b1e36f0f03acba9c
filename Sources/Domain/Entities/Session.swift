/// An authenticated session: the bearer token the server issued and the user it belongs to.
public struct Session: Equatable, Hashable, Sendable {
  /// The bearer token sent with every request that requires authorization.
  public let token: String
  /// The signed-in player.
  public let user: User

  /// A session of `user`, authorized by `token`.
  public init(token: String, user: User) {
    self.token = token
    self.user = user
  }
}
