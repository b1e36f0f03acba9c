import CleanDomain
import CleanReactive
import CleanReactiveUI

extension PlayerViewModel {
  /// What the player screen shows.
  public struct Output: Sendable {
    /// State: the player with where it came from (`.cache`: a stored copy the server's answer
    /// has not replaced); emits when a value arrives, nothing before the first. A failed read
    /// keeps what is shown.
    public let user: Driver<Sourced<User>>
    /// State: `true` while a load is in flight; starts with `false`.
    public let isLoading: Driver<Bool>
    /// Event: a load failed (the generic alert). Fires once per failure, never for a
    /// cancellation.
    public let networkError: Signal<APIError>

    /// Every output, as a fake ViewModel or a view test builds it.
    public init(
      user: Driver<Sourced<User>>, isLoading: Driver<Bool>, networkError: Signal<APIError>
    ) {
      self.user = user
      self.isLoading = isLoading
      self.networkError = networkError
    }

    /// Route: the session is lost (a load was answered 401 that no refresh recovered).
    public var sessionLost: Signal<Void> { networkError.sessionLost }
  }
}
