/// Where the request a screen sent stands, as far as the states it has shown tell: the screen
/// awaits from the command until its state went through loading and back — and, when that
/// state carries a failure (or the screen's request always ends in an event), until that
/// event has been shown. The display settles a command on it (`Display.setAwaitingAnswer`).
///
/// Threading: a value, used on the main actor by the screens.
enum RequestProgress: Equatable {
  /// No request of this screen is awaited.
  case idle
  /// A request was sent; its loading state has not been shown yet.
  case sent
  /// Its loading state has been shown.
  case loading
  /// Its state ended it; the event it announced (an alert) is still to come.
  case awaitingEvent

  /// The progress after a state with `isLoading` that announces an event (`expectsEvent`).
  func after(isLoading: Bool, expectsEvent: Bool) -> RequestProgress {
    switch (self, isLoading) {
    case (.sent, true): .loading
    case (.loading, false): expectsEvent ? .awaitingEvent : .idle
    default: self
    }
  }

  /// The progress after the request's event was shown.
  var afterEvent: RequestProgress { self == .awaitingEvent ? .idle : self }

  /// Whether the screen still awaits something of its request.
  var isAwaiting: Bool { self != .idle }
}
