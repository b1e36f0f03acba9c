import CleanReactive
import CleanReactiveUI

/// Decides what a flow shows: the one place that navigates.
///
/// ViewModels never navigate; they expose navigation intents (routes) as outputs, and the
/// coordinator of their flow turns them into screens. The view only draws `visibleScreen`.
///
/// Threading: main actor. Errors: navigation cannot fail; a request that cannot be honoured
/// (going back from the first screen) says so with its return value.
@MainActor
public protocol Coordinator: AnyObject {
  /// What the flow can show: a value naming one screen (and what it shows, such as an id).
  associatedtype Screen: Hashable & Sendable

  /// The screen showing now.
  var currentScreen: Screen { get }

  /// State: the screen showing, starting with the current one, then each change; never the same
  /// screen twice in a row.
  var visibleScreen: Driver<Screen> { get }
}
