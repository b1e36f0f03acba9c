import CleanReactive
import CleanReactiveUI

/// A generic stack-based coordinator: owns a `ScreenStack`, builds a scene for each screen
/// pushed (from a `FlowContainer`, or a closure), holds it while the screen is in the stack and
/// releases it when the screen leaves — so a popped screen's ViewModel deallocates.
///
/// `visibleScreen` replays the top screen and then each change; the same screen is never
/// emitted twice in a row (a navigation that leaves the top as it was emits nothing).
///
/// Threading: main actor; `visibleScreen` delivers on the main queue (or the mocked
/// `SharingScheduler`, read when you access it). Lifetime: scenes are held only by the
/// coordinator; nothing it does captures `self` strongly.
@MainActor
public final class StackCoordinator<Screen: Hashable & Sendable, Scene>: Coordinator {
  private var stack: ScreenStack<Screen>
  private var scenes: [Screen: Scene] = [:]
  private let makeScene: @MainActor (Screen) -> Scene
  private let visible: BehaviorRelay<Screen>

  /// A stack holding `root`, whose scene `makeScene` builds at once (and every later one on
  /// push).
  public init(root: Screen, makeScene: @escaping @MainActor (Screen) -> Scene) {
    stack = ScreenStack(root: root)
    self.makeScene = makeScene
    visible = BehaviorRelay(value: root)
    scenes[root] = makeScene(root)
  }

  /// A stack holding `root`, whose scenes `container` builds.
  public convenience init<Container: FlowContainer>(root: Screen, container: Container)
  where Container.Screen == Screen, Container.Scene == Scene {
    self.init(root: root, makeScene: { container.makeScene(for: $0) })
  }

  /// The screens, root first.
  public var screens: [Screen] { stack.screens }

  /// The screen showing now.
  public var currentScreen: Screen { stack.top }

  /// State: the screen showing, then each change, never twice in a row.
  public var visibleScreen: Driver<Screen> { visible.asDriver() }

  /// The scene of `screen` while it is in the stack, `nil` otherwise.
  public func scene(for screen: Screen) -> Scene? { scenes[screen] }

  /// Shows `screen`: pushes it (building its scene) or, if it is in the stack, pops back to it.
  public func push(_ screen: Screen) {
    release(stack.push(screen))
    if scenes[screen] == nil { scenes[screen] = makeScene(screen) }
    publish()
  }

  /// Goes back one screen. Returns `false`, changing nothing, on the root.
  @discardableResult
  public func pop() -> Bool {
    guard let removed = stack.pop() else { return false }
    release([removed])
    publish()
    return true
  }

  /// Leaves `root` alone in the stack; `root`'s scene is built anew unless `keepsScene` and it
  /// was already in the stack.
  public func reset(to root: Screen, keepsScene: Bool = false) {
    release(stack.reset(to: root))
    if !keepsScene { scenes[root] = nil }
    if scenes[root] == nil { scenes[root] = makeScene(root) }
    publish()
  }

  private func release(_ removed: [Screen]) {
    for screen in removed { scenes[screen] = nil }
  }

  private func publish() {
    guard visible.value != stack.top else { return }
    visible.accept(stack.top)
  }
}
