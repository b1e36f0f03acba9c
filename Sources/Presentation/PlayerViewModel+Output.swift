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
    /// State: the profile, loading and the last failure as one value, for a view that must
    /// never see "not loading" without what the request loaded (the outputs above are
    /// projections of it, with no order between them); `networkError` fires after the state
    /// that carries its failure. Replays the current state.
    public let state: Driver<CachedValueState<User, Never>>

    /// Every output, as a fake ViewModel or a view test builds it; `state` emits nothing
    /// unless given.
    public init(
      user: Driver<Sourced<User>>, isLoading: Driver<Bool>, networkError: Signal<APIError>,
      state: Driver<CachedValueState<User, Never>> = .empty()
    ) {
      self.user = user
      self.isLoading = isLoading
      self.networkError = networkError
      self.state = state
    }

    /// Route: the session is lost (a load was answered 401 that no refresh recovered).
    public var sessionLost: Signal<Void> { networkError.sessionLost }
  }
}
