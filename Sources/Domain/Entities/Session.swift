/// An authenticated session: the access token the server issued, the refresh token that renews
/// it, and the user it belongs to.
///
/// `token` is sent as `Authorization: Bearer <token>`; when the server rejects it (it expired),
/// the Data layer trades `refreshToken` for a new pair and stores the result. A refresh token is
/// single-use: each refresh returns a new one, and only the newest is ever presented. A session
/// without a refresh token cannot be renewed: its first 401 ends it.
///
/// Threading: an immutable `Sendable` value.
public struct Session: Equatable, Hashable, Sendable {
  /// The bearer token sent with every request that requires authorization.
  public let token: String
  /// The signed-in player.
  public let user: User
  /// The single-use token that renews `token`, or `nil` when the server issued none.
  public let refreshToken: String?

  /// A session of `user`, authorized by `token` and renewed with `refreshToken` (if any).
  public init(token: String, user: User, refreshToken: String? = nil) {
    self.token = token
    self.user = user
    self.refreshToken = refreshToken
  }
}
