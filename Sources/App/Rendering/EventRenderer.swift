import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// Shows `ViewEvent`s to the user: the CLI's equivalent of a screen's views.
///
/// Threading: main actor only. Errors: rendering never fails (output errors are ignored, like a
/// closed terminal).
@MainActor
protocol EventRenderer: AnyObject {
  /// Shows one event, as it happens (the display calls it the moment a screen's state or event
  /// reaches the main queue); the renderer writes and flushes it at once.
  func render(_ event: ViewEvent)
  /// The requests' activity as it happens, for a live indicator (a terminal's spinner); it is
  /// not part of the event stream.
  func activityChanged(_ isActive: Bool)
  /// Echoes a command before it runs (the tour and scripts show what was "typed").
  func echo(_ commandLine: String)
  /// Stops any animation and flushes; called before the program exits.
  func finish()
}
