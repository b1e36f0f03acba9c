/// A stack of screens, as a value: the first is the root, the last is the one showing. It never
/// holds the same screen twice and is never empty.
///
/// Rules: `push` of a screen already in the stack goes back to it (pops what is above it);
/// `pop` never removes the root; `reset(to:)` leaves one screen. Each change returns the screens
/// it removed, so that their owner can release what it built for them.
///
/// Threading: a value; not shared.
public struct ScreenStack<Screen: Hashable & Sendable>: Equatable, Sendable {
  /// The screens, root first.
  public private(set) var screens: [Screen]

  /// A stack holding only `root`.
  public init(root: Screen) {
    screens = [root]
  }

  /// The screen showing.
  public var top: Screen { screens[screens.count - 1] }

  /// Whether `pop()` would remove a screen (the stack holds more than its root).
  public var canPop: Bool { screens.count > 1 }

  /// Whether `screen` is in the stack.
  public func contains(_ screen: Screen) -> Bool { screens.contains(screen) }

  /// Shows `screen`: pushes it, or, if it is already in the stack, pops back to it. Returns the
  /// screens removed.
  @discardableResult
  public mutating func push(_ screen: Screen) -> [Screen] {
    guard let index = screens.firstIndex(of: screen) else {
      screens.append(screen)
      return []
    }
    let removed = Array(screens[(index + 1)...])
    screens.removeSubrange((index + 1)...)
    return removed
  }

  /// Removes the top screen, unless it is the root. Returns the screen removed, if any.
  @discardableResult
  public mutating func pop() -> Screen? {
    guard canPop else { return nil }
    return screens.removeLast()
  }

  /// Leaves `root` alone in the stack. Returns the screens removed (all of them but `root`, if
  /// it was there).
  @discardableResult
  public mutating func reset(to root: Screen) -> [Screen] {
    let removed = screens.filter { $0 != root }
    screens = [root]
    return removed
  }
}
