import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The matchmaking flow's coordinator: which of login, lobby, search and player screens shows,
/// over a `StackCoordinator` whose scenes a `FlowContainer` builds.
///
/// Rules:
/// - The first screen is `.login` without a session, `.lobby` with one.
/// - `show(_:)` pushes a screen, or goes back to it if it is in the stack (`.lobby` is the root
///   once signed in, so showing it pops everything above it).
/// - A successful login (`LoginReactor.signedIn`) shows `.lobby` (the stack is popped to it, or
///   reset to it) — unless the login screen was shown because the session was lost: then the
///   login screen is popped and the user is back where they were, with that screen's scene and
///   its state (players, results, the page to load next).
/// - A lost session (a scene's `sessionLost` route) shows `.login` on top of the stack, which is
///   kept. While `.login` shows, routes of other scenes change nothing.
/// - While `.login` shows, commands for other screens are still sent: `scene(for:)` gives the
///   screen's scene from the stack, or a scene built for the purpose and held until the login
///   screen leaves; the visible screen does not change.
/// - `back()` pops one screen; it changes nothing (and returns `false`) on the first screen and
///   on a login screen shown for a lost session.
/// - `logout()` ends the session (through the new login screen's Reactor: the server is not
///   told, the tokens are forgotten) and resets the stack to `.login`.
///
/// Threading: main actor; `visibleScreen` delivers on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: a scene is held while its screen is in the stack (or while
/// `.login` shows, for a scene built for a command); its ViewModel deallocates when the flow
/// lets go.
@MainActor
public final class MatchmakingFlow: Coordinator {
  private let stack: StackCoordinator<MatchmakingScreen, MatchmakingScene>
  private let makeScene: @MainActor (MatchmakingScreen) -> MatchmakingScene
  private var isReturning = false
  private var sentFromLogin: [MatchmakingScreen: MatchmakingScene] = [:]

  /// A flow whose scenes `container` builds, starting on `.lobby` if `isSignedIn`, else on
  /// `.login`.
  public init<Container: FlowContainer>(container: Container, isSignedIn: Bool)
  where Container.Screen == MatchmakingScreen, Container.Scene == MatchmakingScene {
    let routes = MatchmakingRoutes()
    let makeScene: @MainActor (MatchmakingScreen) -> MatchmakingScene = { screen in
      let scene = container.makeScene(for: screen)
      routes.bind(scene)
      return scene
    }
    self.makeScene = makeScene
    stack = StackCoordinator(root: isSignedIn ? .lobby : .login, makeScene: makeScene)
    routes.flow = self
  }

  /// The screen showing now.
  public var currentScreen: MatchmakingScreen { stack.currentScreen }

  /// State: the screen showing, then each change, never twice in a row.
  public var visibleScreen: Driver<MatchmakingScreen> { stack.visibleScreen }

  /// The screens of the stack, root first.
  public var screens: [MatchmakingScreen] { stack.screens }

  /// Every scene the flow holds now (the stack's, and those built for commands sent from the
  /// login screen).
  public var scenes: [MatchmakingScene] {
    stack.screens.compactMap { stack.scene(for: $0) } + sentFromLogin.values
  }

  /// Shows `screen` (see the rules) and returns its scene, which the command that asked for the
  /// screen is sent to. On the login screen, nothing changes but the scene returned.
  @discardableResult
  public func show(_ screen: MatchmakingScreen) -> MatchmakingScene {
    guard currentScreen != .login || screen == .login else { return scene(for: screen) }
    stack.push(screen)
    return scene(for: screen)
  }

  /// The scene of `screen`, without navigating: the stack's, or, when `screen` is not in the
  /// stack, one built for the purpose (held while the login screen shows; released with it).
  public func scene(for screen: MatchmakingScreen) -> MatchmakingScene {
    if let scene = stack.scene(for: screen) ?? sentFromLogin[screen] { return scene }
    let scene = makeScene(screen)
    if currentScreen == .login { sentFromLogin[screen] = scene }
    return scene
  }

  /// Goes back one screen. Returns `false`, changing nothing, on the first screen and on a
  /// login screen shown for a lost session.
  @discardableResult
  public func back() -> Bool {
    guard !(currentScreen == .login && isReturning), stack.pop() else { return false }
    sentFromLogin.removeAll()
    return true
  }

  /// Ends the session (the new login screen's Reactor forgets the tokens) and leaves `.login`
  /// alone in the stack.
  public func logout() {
    isReturning = false
    sentFromLogin.removeAll()
    stack.reset(to: .login)
    if case .login(let login) = scene(for: .login) { login.reactor.action.accept(.logout) }
  }

  /// Route: a login succeeded.
  func signedIn() {
    sentFromLogin.removeAll()
    if isReturning {
      isReturning = false
      stack.pop()
    } else if stack.screens.contains(.lobby) {
      stack.push(.lobby)
    } else {
      stack.reset(to: .lobby)
    }
  }

  /// Route: a request was answered 401 that no refresh recovered.
  func sessionWasLost() {
    guard currentScreen != .login else { return }
    isReturning = true
    stack.push(.login)
  }
}
