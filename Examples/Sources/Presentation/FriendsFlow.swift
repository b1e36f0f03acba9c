import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Domain

/// The friends flow's screens: the players, then one player's "add friend" screen.
public enum FriendsScreen: Hashable, Sendable {
  case players
  case player(id: Int)
}

/// The players screen's scene: the view feeds a selected player's id to `inputs`.
public typealias PlayerListScene = ViewModelScene<PublishRelay<Int>, PlayerListViewModel.Output>
/// A player's scene: the view feeds each tap on "add friend" to `inputs`.
public typealias AddFriendScene = ViewModelScene<PublishRelay<Void>, FriendRequestViewModel.Output>

/// The friends flow: selecting a player shows their screen; once the friend is added, back to
/// the list. Threading: main actor. Lifetime: a screen's ViewModel lives while it is in the stack.
@MainActor
public func makeFriendsFlow(useCase: SendFriendRequestUseCase) -> NavigationFlow<FriendsScreen> {
  NavigationFlow(root: .players) { screen, routes in
    switch screen {
    case .players:
      PlayerListScene(PlayerListViewModel(), inputs: PublishRelay()) {
        .init(select: $0.asObservable())
      }
      .routing { routes.show($0.output.showPlayer) { .player(id: $0) } }
    case .player(let id):
      AddFriendScene(FriendRequestViewModel(useCase: useCase), inputs: PublishRelay()) {
        .init(sendRequest: $0.map { id })
      }
      .routing { routes.back(on: $0.output.friendAdded) }
    }
  }
}
