import CleanDomain
import CleanReactive
import CleanReactiveUI

extension PlayerSearchViewModel.Output {
  /// Route: a search was answered 401 and no refresh recovered it (see `Signal.sessionLost`).
  /// The alert is still `searchError`'s.
  public var sessionLost: Signal<Void> { searchError.sessionLost }
}
