import CleanDomain
import CleanReactive
import CleanReactiveUI

extension LobbyViewModel.Output {
  /// Route: a lobby request was answered 401 and no refresh recovered it (see
  /// `Signal.sessionLost`). The alert is still `networkError`'s.
  public var sessionLost: Signal<Void> { networkErrorDetail.sessionLost }
}
