import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The lobby screen of the CLI: turns `add`, `remove`, `lobby`, `start` and `end` into
/// `LobbyViewModel` inputs and shows its outputs (`user ID` is the player screen's).
///
/// `add ID` adds a player the screens have already shown (as a tap on a list row would); for
/// any other id it first asks the ViewModel to look the player up (`loadUser`) and adds them
/// when the profile arrives. The alert shows what failed, so the screen binds
/// `networkErrorDetail` (the typed shape of `networkError`; binding both would show each
/// failure twice).
///
/// Threading: main actor; output subscriptions deliver on the main queue. Lifetime: the
/// subscriptions live in `disposeBag`.
@MainActor
final class LobbyScreen {
  /// The screen holds its scene (the ViewModel and the relays it was transformed over), as a
  /// view controller holds its ViewModel; the flow decides how long the scene lives.
  private let scene: LobbyScene
  private let display: Display
  private let directory: PlayerDirectory
  private let disposeBag = DisposeBag()
  private var players: [User]?
  private var pendingAdds: [Int] = []

  init(scene: LobbyScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  private var loadUser: PublishRelay<Int> { scene.loadUser }
  private var addPlayer: PublishRelay<User> { scene.addPlayer }
  private var removePlayer: PublishRelay<Int> { scene.removePlayer }
  private var startMatch: PublishRelay<Void> { scene.startMatch }
  private var endMatch: PublishRelay<Int> { scene.endMatch }

  func add(userId: Int) {
    if let user = directory.player(id: userId) {
      addPlayer.accept(user)
    } else {
      pendingAdds.append(userId)
      loadUser.accept(userId)
    }
  }

  func remove(userId: Int) {
    removePlayer.accept(userId)
  }

  func showLobby() {
    display.show(.lobby(userIds: players?.map(\.id) ?? []))
  }

  func start() {
    startMatch.accept(())
  }

  func end(matchId: Int) {
    endMatch.accept(matchId)
  }

  private func bind(_ output: LobbyViewModel.Output) {
    output.isLoading.drive(with: self) { screen, isLoading in
      screen.display.setLoading(isLoading, source: "lobby")
    }.disposed(by: disposeBag)
    output.players.drive(with: self) { $0.playersChanged($1) }.disposed(by: disposeBag)
    output.loadedUser.emit(with: self) { $0.userLoaded($1) }.disposed(by: disposeBag)
    output.matchStarted.emit(with: self) { screen, match in
      screen.display.show(.matchStarted(match))
    }.disposed(by: disposeBag)
    output.duplicatedUserIds.emit(with: self) { screen, ids in
      screen.display.show(.duplicatedUsers(ids: ids))
    }.disposed(by: disposeBag)
    output.matchEnded.emit(with: self) { screen, id in
      screen.display.show(.matchEnded(id: id))
    }.disposed(by: disposeBag)
    output.networkErrorDetail.emit(with: self) { $0.failed($1) }.disposed(by: disposeBag)
  }

  /// The lobby changed (the first value is the initial, empty lobby: not a change to show).
  private func playersChanged(_ newPlayers: [User]) {
    defer { players = newPlayers }
    guard players != nil else { return }
    display.show(.lobby(userIds: newPlayers.map(\.id)))
  }

  private func userLoaded(_ user: User) {
    directory.remember([user])
    display.show(.user(user, source: .network))
    if let index = pendingAdds.firstIndex(of: user.id) {
      pendingAdds.remove(at: index)
      addPlayer.accept(user)
    }
  }

  private func failed(_ error: APIError) {
    pendingAdds.removeAll()
    display.show(.networkError(error))
  }
}
