import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The events of one command, collected as the screens produce them and released in one
/// documented order, whatever order they reached the main queue in.
///
/// Why: each ViewModel output is its own `Driver` or `Signal`, and each one hops to the main
/// queue on its own. Two outputs of one request — a result and the spinner going down — can
/// therefore arrive in either order. For example, a login: its states go through the Reactor's
/// `flatMap`, which hands them to whichever thread is still delivering through it (say the thread
/// that delivered the previous login's result and has not left the operator yet), while the
/// request's own thread sends the spinner's `false` straight to the main queue — so `loggedIn`
/// can be queued behind `loading:false`. Printing outputs as they arrive makes the output depend
/// on thread timing; the view decides the order instead:
///
/// 0. `screen`, if the command showed a screen as it was accepted (before anything else);
/// 1. `loading(true)`, if the spinner came on during the command (and was off before it);
/// 2. `loading(false)`, if the spinner was on at some point and is off when the command ends;
/// 3. the other events grouped by kind, in this order of kinds: a stored copy (`user` or
///    `searchResults` with source `cache`: shown at once, before the request's answer),
///    `networkError`, `duplicatedUsers` (what failed), `loggedIn`, `user`, `searchResults`
///    (the server's answers), `matchStarted`,
///    `matchEnded` (what succeeded), `help` and narration, and last `lobby` (what the command
///    did to the lobby comes after what caused it), then a `screen` the answer led to (a login
///    that shows the lobby, a lost session that shows the login screen).
///
/// Usually a command has a single answer; the fixed order matters when one request shows two,
/// from two outputs — a re-login that fails with a 500 shows the alert *and* the session that is
/// still signed in. Events of one kind keep their arrival order: they come from one output, which
/// delivers in order. The spinner's ups and downs inside the command fold into at most one `true`
/// and one `false`.
///
/// Threading: a value, used on the main actor by `Display`.
struct CommandTranscript: Equatable {
  private let spinnerWasOn: Bool
  private var spinnerCameOn = false
  private var events: [ViewEvent] = []
  /// The screen the command showed as it was accepted, before anything else happened.
  private var acceptedScreen: ViewEvent?

  /// Starts a command; `spinnerIsOn` is the spinner state already shown.
  init(spinnerIsOn: Bool) {
    spinnerWasOn = spinnerIsOn
  }

  /// Records a change of the spinner (all screens folded together).
  mutating func spinnerChanged(isOn: Bool) {
    if isOn { spinnerCameOn = true }
  }

  /// Records an event that is not the spinner. A `screen` event before anything else (the
  /// screen the command showed as it was accepted) comes first of all.
  mutating func append(_ event: ViewEvent) {
    if case .screen = event, acceptedScreen == nil, events.isEmpty, !spinnerCameOn {
      acceptedScreen = event
    } else {
      events.append(event)
    }
  }

  /// The command's events in the documented order, given whether the spinner is on now.
  func ordered(spinnerIsOn: Bool) -> [ViewEvent] {
    var result: [ViewEvent] = acceptedScreen.map { [$0] } ?? []
    if spinnerCameOn && !spinnerWasOn { result.append(.loading(true)) }
    if (spinnerCameOn || spinnerWasOn) && !spinnerIsOn { result.append(.loading(false)) }
    // A stable sort: the same kind keeps its arrival order.
    result += events.enumerated()
      .sorted { ($0.element.rankInCommand, $0.offset) < ($1.element.rankInCommand, $1.offset) }
      .map(\.element)
    return result
  }
}

extension ViewEvent {
  /// Where events of this kind stand among a command's events (see `CommandTranscript`).
  fileprivate var rankInCommand: Int {
    switch self {
    case .loading: 0  // never collected: the transcript folds the spinner itself
    case .user(_, source: .cache), .searchResults(_, _, _, source: .cache): 1
    case .networkError: 2
    case .duplicatedUsers: 3
    case .loggedIn: 4
    case .user: 5
    case .searchResults: 6
    case .matchStarted: 7
    case .matchEnded: 8
    case .help, .recent, .step, .note: 9
    case .lobby: 10
    case .screen: 11
    }
  }
}
