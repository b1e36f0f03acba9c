import CleanReactive
import CleanReactiveUI

/// A flow of screens over a `StackCoordinator`, whose scenes and routes one closure builds: the
/// flow's container, given as a closure rather than a type of the app's.
///
/// For each screen pushed, the closure gets the screen and the `FlowRoutes` of its scene; it
/// builds the scene (a `ViewModelScene`, or any object), binds the scene's routes (its route
/// `Signal`s, or relays its view feeds) to navigation, and returns the scene. With
/// `ViewModelScene.routing(_:)`, which binds the routes and returns the scene, each screen's
/// branch is one expression and the closure one `switch`. The flow holds the scene, with its
/// route subscriptions, while the screen is in the stack, and releases both when it leaves.
///
/// ```swift
/// import CleanDomain
/// import CleanPresentation
/// import CleanReactive
/// import CleanReactiveUI
///
/// enum PlayersScreen: Hashable, Sendable {
///   case lobby
///   case player(id: Int)
/// }
///
/// @MainActor
/// func playersFlow(
///   matchmaking: any MatchmakingUseCase, profiles: any PlayerProfileUseCase
/// ) -> NavigationFlow<PlayersScreen> {
///   NavigationFlow(root: .lobby) { screen, routes in
///     switch screen {
///     case .lobby:
///       ViewModelScene(LobbyViewModel(useCase: matchmaking), inputs: PublishRelay<Int>()) {
///         .init(
///           loadUser: $0.asObservable(), addPlayer: .empty(), removePlayer: .empty(),
///           startMatch: .empty(), endMatch: .empty())
///       }
///       .routing { routes.show($0.output.loadedUser) { .player(id: $0.id) } }
///     case .player(let id):
///       ViewModelScene(
///         PlayerViewModel(userId: id, useCase: profiles), inputs: PublishRelay<Void>()
///       ) { .init(load: $0.asObservable()) }
///     }
///   }
/// }
/// ```
///
/// A user the lobby looks up (`output.loadedUser`) shows their player's screen.
///
/// Rules:
/// - The stack's rules are `ScreenStack`'s: `show(_:)` pushes a screen, or goes back to it if it
///   is in the stack (popping what is above it); `back()` never pops the root; `reset(to:)`
///   leaves one screen.
/// - A scene is built once per stay in the stack: going back to a screen shows the same scene,
///   with its state; a screen pushed again after it left gets a new scene.
/// - A route navigates only while its scene's screen shows (see `FlowRoutes`).
///
/// Threading: main actor; `visibleScreen` delivers on the main queue (or the mocked
/// `SharingScheduler`, read when you access it); build the flow and navigate inside
/// `SharingScheduler.mock(_:_:)` in tests, so that the scenes built deliver on the
/// `TestScheduler`. Errors: navigation cannot fail; a request that cannot be honoured (going
/// back from the root) says so with its return value. Lifetime: scenes are held only by the
/// flow; routes hold the flow weakly; a popped screen's scene, ViewModel and routes deallocate
/// at once, and every scene does when the flow is let go.
@MainActor
public final class NavigationFlow<Screen: Hashable & Sendable>: Coordinator {
  private let stack: StackCoordinator<Screen, FlowEntry>

  /// A flow holding `root`, whose scene `makeScene` builds at once (and every later one as it
  /// is pushed), given the screen and the routes of its scene.
  public init(
    root: Screen,
    makeScene: @escaping @MainActor (Screen, FlowRoutes<Screen>) -> AnyObject
  ) {
    let link = FlowLink<Screen>()
    stack = StackCoordinator(root: root) { screen in
      let routes = FlowRoutes(screen: screen, link: link)
      return FlowEntry(scene: makeScene(screen, routes), routes: routes.bag)
    }
    link.flow = self
  }

  /// The screens, root first.
  public var screens: [Screen] { stack.screens }

  /// The screen showing now.
  public var currentScreen: Screen { stack.currentScreen }

  /// State: the screen showing, then each change, never twice in a row.
  public var visibleScreen: Driver<Screen> { stack.visibleScreen }

  /// The scene of `screen` while it is in the stack, if it is a `Scene`; `nil` otherwise.
  public func scene<Scene>(for screen: Screen, as type: Scene.Type = Scene.self) -> Scene? {
    stack.scene(for: screen)?.scene as? Scene
  }

  /// Shows `screen`: pushes it (building its scene) or, if it is in the stack, goes back to it.
  public func show(_ screen: Screen) {
    stack.push(screen)
  }

  /// Goes back one screen, releasing its scene. Returns `false`, changing nothing, on the root.
  @discardableResult
  public func back() -> Bool {
    stack.pop()
  }

  /// Leaves `root` alone in the stack, with a new scene; every other scene is released.
  public func reset(to root: Screen) {
    stack.reset(to: root)
  }
}
