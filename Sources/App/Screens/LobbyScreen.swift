import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The lobby screen of the CLI: turns `add`, `remove`, `lobby`, `start` and `end` into
/// `LobbyViewModel` inputs and renders the ViewModel's one `state` (players and loading) as it
/// changes, and its events (a profile looked up, a match started or ended, duplicated players,
/// the alert) as they come, each after the state its change produced (`user ID` is the player
/// screen's).
///
/// `add ID` adds a player the screens have already shown (as a tap on a list row would); for
/// any other id it first asks the ViewModel to look the player up (`loadUser`) and adds them
/// when the profile arrives. The alert shows what failed, so the screen binds
/// `networkErrorDetail` (the typed shape of `networkError`; binding both would show each
/// failure twice).
///
/// Settling: every lobby request ends in exactly one event (its result or its failure), after
/// the state in which loading went down; a change of the players ends with its state. The
/// screen awaits both (`Display.setAwaitingAnswer`) from the command on.
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
  /// Requests sent whose event has not been shown yet.
  private var awaitedEvents = 0 {
    didSet { updateAwaiting() }
  }
  /// Changes of the players sent whose state has not been shown yet.
  private var awaitedStates = 0 {
    didSet { updateAwaiting() }
  }

  init(scene: LobbyScene, display: Display, directory: PlayerDirectory) {
    self.scene = scene
    self.display = display
    self.directory = directory
    bind(scene.output)
  }

  func add(userId: Int) {
    if let user = directory.player(id: userId) {
      change { $0.inputs.addPlayer.accept(user) }
    } else {
      pendingAdds.append(userId)
      request { $0.inputs.loadUser.accept(userId) }
    }
  }

  func remove(userId: Int) {
    change { $0.inputs.removePlayer.accept(userId) }
  }

  func showLobby() {
    display.show(.lobby(userIds: players?.map(\.id) ?? []))
  }

  func start() {
    request { $0.inputs.startMatch.accept(()) }
  }

  func end(matchId: Int) {
    request { $0.inputs.endMatch.accept(matchId) }
  }

  /// Sends a request: awaited until its event is shown (counted before it is sent, since its
  /// state may be delivered at once).
  private func request(_ send: (LobbyScene) -> Void) {
    awaitedEvents += 1
    send(scene)
  }

  /// Sends a change of the players: awaited until its state is shown.
  private func change(_ send: (LobbyScene) -> Void) {
    awaitedStates += 1
    send(scene)
  }

  private func updateAwaiting() {
    display.setAwaitingAnswer(awaitedEvents > 0 || awaitedStates > 0, source: "lobby")
  }

  private func bind(_ output: LobbyViewModel.Output) {
    output.state.drive(with: self) { $0.render($1) }.disposed(by: disposeBag)
    output.loadedUser.emit(with: self) { screen, user in
      screen.userLoaded(user)
      screen.requestEnded()
    }.disposed(by: disposeBag)
    output.matchStarted.emit(with: self) { screen, match in
      screen.display.show(.matchStarted(match))
      screen.requestEnded()
    }.disposed(by: disposeBag)
    output.duplicatedUserIds.emit(with: self) { screen, ids in
      screen.display.show(.duplicatedUsers(ids: ids))
      screen.requestEnded()
    }.disposed(by: disposeBag)
    output.matchEnded.emit(with: self) { screen, id in
      screen.display.show(.matchEnded(id: id))
      screen.requestEnded()
    }.disposed(by: disposeBag)
    output.networkErrorDetail.emit(with: self) { screen, error in
      screen.failed(error)
      screen.requestEnded()
    }.disposed(by: disposeBag)
  }

  /// A request's event was shown: the request has ended.
  private func requestEnded() {
    awaitedEvents = max(0, awaitedEvents - 1)
  }

  /// Spinner on first, the players if they changed (the first state is the initial, empty
  /// lobby: not a change to show), spinner off last.
  private func render(_ state: LobbyViewModel.State) {
    if state.isLoading { display.setLoading(true, source: "lobby") }
    let previous = players
    players = state.players
    if previous != nil, previous != state.players {
      display.show(.lobby(userIds: state.players.map(\.id)))
    }
    if !state.isLoading { display.setLoading(false, source: "lobby") }
    awaitedStates = max(0, awaitedStates - 1)
  }

  private func userLoaded(_ user: User) {
    directory.remember([user])
    display.show(.user(user, source: .network))
    if let index = pendingAdds.firstIndex(of: user.id) {
      pendingAdds.remove(at: index)
      change { $0.inputs.addPlayer.accept(user) }
    }
  }

  private func failed(_ error: APIError) {
    pendingAdds.removeAll()
    display.show(.networkError(error))
  }
}
