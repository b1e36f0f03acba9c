import CleanDomain
import CleanPresentation
import CleanReactive

extension CachedValue {
  /// Sends `intent` to this block and records everything it shows — its states and error
  /// events, in the order they are delivered — until it has settled: no request in flight, and
  /// what it decided delivered. For a test over real work (the loopback server, a store), where
  /// no virtual time tells when a load is done. The same contract as
  /// `PagedList.recordUntilSettled(_:)`.
  ///
  /// ```swift
  /// //# struct Profile: Sendable { let name: String }
  /// //# let profile = CachedValue<Profile, Never>(fetch: { TypedRequest { Profile(name: "carol") } })
  /// let shown = await profile.recordUntilSettled { $0.load() }
  /// // shown.states.map(\.isLoading) == [false, true, false]
  /// // shown.states.last?.value?.value.name == "carol", shown.networkErrors.isEmpty
  /// ```
  ///
  /// The rules:
  /// - The recording starts before `intent` runs: the first thing recorded is the state shown
  ///   then (the one `currentState` reads), replayed — or, while another thread is delivering,
  ///   the last state of what it delivers first. Every later state and event delivered is
  ///   recorded, in order: a failure's state is never recorded without its event.
  /// - Once `intent` has returned, it ends when the block has no request in flight and has
  ///   delivered what it decided up to then: at once if none is in flight (after what was
  ///   decided but not yet delivered), else with the delivery of the decision that ends the
  ///   request in flight — the one `intent` started, or the one that replaced it (`intent`
  ///   loaded twice). That decision's things are the last recorded: the state in which loading
  ///   went down with the server's answer in (after a stored copy's, still loading); for a
  ///   failure, that state, then its one event; for a cancellation, a state with no error, and
  ///   no event. It waits for the request even when another thread shows it (the fetch's).
  /// - An intent that sends nothing, with no request in flight, ends the recording at once:
  ///   the current state, and what the block had decided but not yet delivered.
  /// - A load sent from a subscriber in reaction to the settling state is not waited for when
  ///   `intent`'s request is still in flight as `intent` returns: it starts after the decision
  ///   the recording ends with.
  ///
  /// Threading: `intent` runs at once, on the caller's actor (or, from nonisolated code, the
  /// caller's executor), so a `@MainActor` test passes a closure that uses main-actor state;
  /// the recording is made on whichever threads deliver, serialized by the block. Never blocks
  /// a thread. Lifetime: the block must live until this returns (the call holds it).
  ///
  /// Cancellation: when the calling task is cancelled (before the call too), it returns at once
  /// with what was delivered up to then; `intent` has run, and the request it started goes on
  /// (the block's, not the recording's). Otherwise it waits as long as the request does: give
  /// the test a `.timeLimit`.
  public nonisolated(nonsending) func recordUntilSettled(
    _ intent: (CachedValue) -> Void
  ) async -> CachedValueRecording<Value, FeatureError> {
    typealias Event = CachedValueRecording<Value, FeatureError>.Event
    let shown = Infallible.merge(
      state.map(Event.state), networkError.map(Event.networkError),
      featureError.map(Event.featureError))
    let events = await recordShownUntilSettled(
      shown, inDeliveryOrder: inDeliveryOrder, whenSettled: whenSettled,
      intent: { intent(self) })
    return CachedValueRecording(events: events)
  }
}
