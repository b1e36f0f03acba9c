import CleanReactive
import CleanReactiveUI

/// Routes from the relays a view feeds (an `Intents` relay such as `PagedList.Intents.select`,
/// or one of a scene's `inputs`): the same routes as from the relay's `asSignal()`, with no
/// `asSignal()` to write.
///
/// Threading: main actor; the relay's events are delivered on the main queue (or on the
/// `SharingScheduler` mocked when the route is bound), whatever thread accepted them. Errors: a
/// relay never fails; navigation cannot fail. Lifetime: as the `Signal` routes — the
/// subscription goes with the scene, and the relay, which the scene's `inputs` hold, is not
/// kept beyond it.
extension FlowRoutes {
  /// Each element accepted by `route` shows the screen it names (pushes it, or goes back to it
  /// if it is in the stack), while this scene's screen shows.
  public func show(_ route: PublishRelay<Screen>) {
    show(route.asSignal())
  }

  /// Each element accepted by `route` shows the screen `screen` makes of it (pushes it, or goes
  /// back to it if it is in the stack), while this scene's screen shows: a row's tap,
  /// `routes.show(scene.inputs.select) { .detail(id: $0.id) }`.
  public func show<Element: Sendable>(
    _ route: PublishRelay<Element>, _ screen: @escaping @MainActor (Element) -> Screen
  ) {
    show(route.asSignal(), screen)
  }

  /// Each element accepted by `route` goes back one screen, while this scene's screen shows: a
  /// close button's relay.
  public func back<Element: Sendable>(on route: PublishRelay<Element>) {
    back(on: route.asSignal())
  }

  /// Each element accepted by `route` leaves `root` alone in the stack, with a new scene, while
  /// this scene's screen shows.
  public func reset<Element: Sendable>(to root: Screen, on route: PublishRelay<Element>) {
    reset(to: root, on: route.asSignal())
  }
}
