import CleanDomain
import CleanPresentation
import CleanReactive

extension Submission {
  /// Sends `intent` to this block and records everything it shows — its states and the events
  /// of its writes' outcomes, in the order they are delivered — until it has settled: no write
  /// in flight, and what it decided delivered. For a test over real work (the loopback server),
  /// where no virtual time tells when a write is done. The same contract as
  /// `PagedList.recordUntilSettled(_:)`.
  ///
  /// ```swift
  /// //# let join = Submission<Int, String, Never>(write: { id in TypedRequest { "joined \(id)" } })
  /// let shown = await join.recordUntilSettled { $0.submit(7) }
  /// // shown.states.map(\.isSubmitting) == [false, true, false]
  /// // shown.succeeded == ["joined 7"], the last thing recorded
  /// ```
  ///
  /// The rules:
  /// - The recording starts before `intent` runs: the first thing recorded is the state shown
  ///   then (the one `currentState` reads), replayed — or, while another thread is delivering,
  ///   the last state of what it delivers first. Every later state and event delivered is
  ///   recorded, in order: a failure's state is never recorded without its event.
  /// - Once `intent` has returned, it ends when the block has no write in flight and has
  ///   delivered what it decided up to then: at once if none is in flight (after what was
  ///   decided but not yet delivered), else with the delivery of the decision that ends the
  ///   write in flight — the one `intent` sent, or, when the block ignored `intent` because a
  ///   write was in flight, that write. That decision's things are the last recorded: the state
  ///   in which `isSubmitting` went down, then its one event (`succeeded`, or the failure's);
  ///   for a cancellation, the state with `lastCancellation`, and no event. It waits for the
  ///   write even when another thread answers it.
  /// - An intent that sends nothing, with no write in flight, ends the recording at once: the
  ///   current state, and what the block had decided but not yet delivered.
  /// - A write sent from a subscriber in reaction to the settling state is not waited for when
  ///   `intent`'s write is still in flight as `intent` returns: it starts after the decision
  ///   the recording ends with.
  ///
  /// Threading: `intent` runs at once, on the caller's actor (or, from nonisolated code, the
  /// caller's executor), so a `@MainActor` test passes a closure that uses main-actor state;
  /// the recording is made on whichever threads deliver, serialized by the block. Never blocks
  /// a thread. Lifetime: the block must live until this returns (the call holds it).
  ///
  /// Cancellation: when the calling task is cancelled (before the call too), it returns at once
  /// with what was delivered up to then; `intent` has run, and the write it sent goes on (the
  /// block never cancels a write). Otherwise it waits as long as the write does: give the test
  /// a `.timeLimit`.
  public nonisolated(nonsending) func recordUntilSettled(
    _ intent: (Submission) -> Void
  ) async -> SubmissionRecording<Value, FeatureError> {
    typealias Event = SubmissionRecording<Value, FeatureError>.Event
    let shown = Infallible.merge(
      state.map(Event.state), succeeded.map(Event.succeeded),
      networkError.map(Event.networkError), featureError.map(Event.featureError))
    let events = await recordShownUntilSettled(
      shown, inDeliveryOrder: inDeliveryOrder, whenSettled: whenSettled,
      intent: { intent(self) })
    return SubmissionRecording(events: events)
  }
}
