import CleanDomain
import CleanPresentation
import CleanReactive

extension CachedValueWithSubmission {
  /// Sends `intent` to this block and records everything it shows — its states and the events
  /// of both its requests, in the order they are delivered — until it has settled: neither a
  /// read nor a write in flight, and what it decided delivered. For a test over real work (the
  /// loopback server, a store), where no virtual time tells when a request is done. The same
  /// contract as `PagedList.recordUntilSettled(_:)`.
  ///
  /// ```swift
  /// //# struct Tournament: Sendable { let seats: Int }
  /// //# let detail = CachedValueWithSubmission<Tournament, Never, Int, String, Never>(
  /// //#   fetch: { TypedRequest { Tournament(seats: 3) } }, write: { _ in TypedRequest { "joined" } })
  /// let shown = await detail.recordUntilSettled { $0.submit(7) }
  /// // the write, its success, then the reload it started, to its answer:
  /// // shown.states.map(\.write.isSubmitting) == [false, true, false, false]
  /// // shown.states.map(\.read.isLoading) == [false, false, true, false]
  /// // shown.succeeded == ["joined"], recorded before the reload's answer
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
  ///   last request in flight — a write's success that reloads leaves the reload in flight, so
  ///   it ends with the reload's answer; a write ignored because one was in flight waits for
  ///   that one; a load that replaced another, for the newer. That decision's things are the
  ///   last recorded: its state, then its one event, if any (a success's `succeeded` follows
  ///   the state that holds the write's value and the reload it started, not the reload's
  ///   answer). It waits for the requests even when other threads answer them.
  /// - An intent that sends nothing, with no request in flight, ends the recording at once: the
  ///   current state, and what the block had decided but not yet delivered.
  /// - A request sent from a subscriber in reaction to the settling state is not waited for
  ///   when `intent`'s request is still in flight as `intent` returns: it starts after the
  ///   decision the recording ends with.
  ///
  /// Threading: `intent` runs at once, on the caller's actor (or, from nonisolated code, the
  /// caller's executor), so a `@MainActor` test passes a closure that uses main-actor state;
  /// the recording is made on whichever threads deliver, serialized by the block. Never blocks
  /// a thread. Lifetime: the block must live until this returns (the call holds it).
  ///
  /// Cancellation: when the calling task is cancelled (before the call too), it returns at once
  /// with what was delivered up to then; `intent` has run, and the requests it started go on
  /// (the block's, not the recording's). Otherwise it waits as long as the requests do: give
  /// the test a `.timeLimit`.
  public nonisolated(nonsending) func recordUntilSettled(
    _ intent: (CachedValueWithSubmission) -> Void
  ) async -> CachedValueWithSubmissionRecording<Value, ReadError, WriteValue, WriteError> {
    typealias Event = CachedValueWithSubmissionRecording<
      Value, ReadError, WriteValue, WriteError
    >.Event
    let shown = Infallible.merge(
      state.map(Event.state), succeeded.map(Event.succeeded),
      networkError.map(Event.networkError), readError.map(Event.readError),
      writeError.map(Event.writeError))
    let events = await recordShownUntilSettled(
      shown, inDeliveryOrder: inDeliveryOrder, whenSettled: whenSettled,
      intent: { intent(self) })
    return CachedValueWithSubmissionRecording(events: events)
  }
}
