import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// What the program does once launched: the subcommand.
enum LaunchMode: String, Sendable, Equatable, CaseIterable {
  /// The guided tour on the embedded backend (the default with no subcommand).
  case tour
  /// An interactive prompt.
  case repl
  /// Commands from `--script FILE`, or from standard input.
  case run
}
