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
/// therefore arrive in either order (one is delivered by whichever thread is already delivering
/// through the same operator, the other is queued from the network thread), so printing them as
/// they arrive makes the output depend on thread timing. The view decides the order instead:
///
/// 1. `loading(true)`, if the spinner came on during the command (and was off before it);
/// 2. `loading(false)`, if the spinner was on at some point and is off when the command ends;
/// 3. the answers — `loggedIn`, `user`, `searchResults`, `matchStarted`, `matchEnded`,
///    `duplicatedUsers`, `networkError`, `help`, narration — in arrival order;
/// 4. `lobby`, the lobby the command left (what the answer did to it comes after the answer).
///
/// Several events of one group keep their arrival order (a command makes at most one request,
/// so it has at most one answer; only the lobby can change twice, and then in input order, as
/// lobby changes are made on the main queue). The spinner's ups and downs inside the command
/// fold into at most one `true` and one `false`.
///
/// Threading: a value, used on the main actor by `Display`.
struct CommandTranscript: Equatable {
  private let spinnerWasOn: Bool
  private var spinnerCameOn = false
  private var events: [ViewEvent] = []

  /// Starts a command; `spinnerIsOn` is the spinner state already shown.
  init(spinnerIsOn: Bool) {
    spinnerWasOn = spinnerIsOn
  }

  /// Records a change of the spinner (all screens folded together).
  mutating func spinnerChanged(isOn: Bool) {
    if isOn { spinnerCameOn = true }
  }

  /// Records an event that is not the spinner.
  mutating func append(_ event: ViewEvent) {
    events.append(event)
  }

  /// The command's events in the documented order, given whether the spinner is on now.
  func ordered(spinnerIsOn: Bool) -> [ViewEvent] {
    var result: [ViewEvent] = []
    if spinnerCameOn && !spinnerWasOn { result.append(.loading(true)) }
    if (spinnerCameOn || spinnerWasOn) && !spinnerIsOn { result.append(.loading(false)) }
    result += events.filter { !$0.isLobby }
    result += events.filter(\.isLobby)
    return result
  }
}

extension ViewEvent {
  fileprivate var isLobby: Bool {
    if case .lobby = self { true } else { false }
  }
}
