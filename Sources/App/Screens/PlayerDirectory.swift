import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The players the screens have shown (search results, profiles, the signed-in player): what a
/// user could tap to add to the lobby without typing a lookup.
///
/// Threading: main actor.
@MainActor
final class PlayerDirectory {
  private var players: [Int: User] = [:]

  func remember(_ users: [User]) {
    for user in users { players[user.id] = user }
  }

  func player(id: Int) -> User? {
    players[id]
  }
}
