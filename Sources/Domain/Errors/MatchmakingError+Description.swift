extension MatchmakingError: CustomStringConvertible {
  /// One line naming the failure and its ids: `duplicated users: 3, 4`.
  public var description: String {
    switch self {
    case .duplicatedUsers(let ids):
      "duplicated users: " + ids.map(String.init).joined(separator: ", ")
    }
  }
}
