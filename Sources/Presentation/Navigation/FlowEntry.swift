import CleanReactive

/// What a `NavigationFlow` holds for a screen in its stack: the scene and its routes'
/// subscriptions, released together when the screen leaves.
///
/// Threading: main actor, as the scene is.
struct FlowEntry {
  let scene: AnyObject
  let routes: DisposeBag
}
