import CleanReactive
import CleanReactiveUI

/// Binds the routes of one screen's scene to its `NavigationFlow`: each event of a route — a
/// `Signal` of the ViewModel's output, or a `PublishRelay` the view feeds (an `Intents` relay
/// such as `PagedList.Intents.select`, a close button's) — shows a screen, goes back, or resets
/// the stack.
///
/// A flow hands one to the closure that builds a scene, for the screen being built; bind it in
/// the scene's `ViewModelScene.routing(_:)`, so that the screen's branch is one expression (see
/// `NavigationFlow`):
///
/// ```swift
/// import CleanPresentation
/// import CleanReactive
/// import CleanReactiveUI
///
/// enum Screen: Hashable, Sendable {
///   case list
///   case detail(id: Int)
/// }
///
/// @MainActor
/// func bindRoutes(
///   of tapped: Signal<Int>, closed: PublishRelay<Void>, with routes: FlowRoutes<Screen>
/// ) {
///   routes.show(tapped) { .detail(id: $0) }  // an output of the ViewModel
///   routes.back(on: closed)  // a relay the view feeds, its close button
/// }
/// ```
///
/// Rules:
/// - A route navigates only while its screen is the one showing (the top of the stack). An
///   event from a scene lower in the stack (a request it started that answers after the user
///   moved on) changes nothing: the user is never taken away from the screen they are on by a
///   screen they cannot see.
/// - The subscriptions live with the scene in the flow: when the screen leaves the stack (or the
///   flow goes), they are disposed with the scene, and its routes fire nothing more.
///
/// Threading: main actor; routes are `Signal`s (a relay is read as its `asSignal()`), delivered
/// on the main queue (or the mocked `SharingScheduler`, which must then run on the main actor).
/// Errors: a `Signal` never fails; navigation cannot fail (a `back` on the root changes
/// nothing). Lifetime: holds the flow weakly — a route never keeps the flow, or another scene,
/// alive.
@MainActor
public struct FlowRoutes<Screen: Hashable & Sendable> {
  private let screen: Screen
  private let link: FlowLink<Screen>
  let bag = DisposeBag()

  init(screen: Screen, link: FlowLink<Screen>) {
    self.screen = screen
    self.link = link
  }

  /// Each event of `route` shows the screen it names (pushes it, or goes back to it if it is
  /// in the stack).
  public func show(_ route: Signal<Screen>) {
    follow(route) { flow, screen in flow.show(screen) }
  }

  /// Each event of `route` shows the screen `screen` makes of it (pushes it, or goes back to it
  /// if it is in the stack).
  public func show<Element: Sendable>(
    _ route: Signal<Element>, _ screen: @escaping @MainActor (Element) -> Screen
  ) {
    follow(route) { flow, element in flow.show(screen(element)) }
  }

  /// Each event of `route` goes back one screen.
  public func back<Element: Sendable>(on route: Signal<Element>) {
    follow(route) { flow, _ in flow.back() }
  }

  /// Each event of `route` leaves `root` alone in the stack, with a new scene.
  public func reset<Element: Sendable>(to root: Screen, on route: Signal<Element>) {
    follow(route) { flow, _ in flow.reset(to: root) }
  }

  private func follow<Element: Sendable>(
    _ route: Signal<Element>,
    _ navigate: @escaping @MainActor (NavigationFlow<Screen>, Element) -> Void
  ) {
    route.emit(with: link) { [screen] link, element in
      guard let flow = link.flow, flow.currentScreen == screen else { return }
      navigate(flow, element)
    }
    .disposed(by: bag)
  }
}
