/// The weak reference from a scene's routes to their `NavigationFlow`, set once the flow is
/// built (its root scene is built, routes and all, before the flow exists).
///
/// Threading: main actor.
@MainActor
final class FlowLink<Screen: Hashable & Sendable> {
  weak var flow: NavigationFlow<Screen>?
}
