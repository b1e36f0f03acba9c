/// A flow's dependency container: builds the scene (a screen's ViewModel, with what its view
/// binds) for each screen of the flow. One per flow; it gets what is shared by every flow (use
/// cases, repositories) from the app's container.
///
/// A flow whose rules are `ScreenStack`'s needs no container type: `NavigationFlow` takes the
/// container as a closure, which also binds each scene's routes.
///
/// Threading: main actor (a coordinator builds scenes as it navigates). Errors: building a
/// scene cannot fail.
@MainActor
public protocol FlowContainer {
  /// The screens of the flow.
  associatedtype Screen: Hashable & Sendable
  /// What is built for a screen: usually its ViewModel and the relays its view feeds.
  associatedtype Scene

  /// A new scene for `screen`; the coordinator holds it while `screen` is in its stack.
  func makeScene(for screen: Screen) -> Scene
}
