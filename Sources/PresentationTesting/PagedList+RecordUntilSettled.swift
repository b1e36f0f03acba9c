import CleanDomain
import CleanPresentation
import CleanReactive

extension PagedList {
  /// Sends `intent` to this list and records everything it shows — its states and error
  /// events, in the order they are delivered — until the list has settled: no request in
  /// flight, and what it decided delivered. For a test over real work (the loopback server, a
  /// store), where no virtual time tells when a load is done.
  ///
  /// ```swift
  /// //# struct Entry: Identifiable, Sendable { let id: Int }
  /// //# let list = PagedList<Unfiltered, Entry, Never>(fetch: { _ in
  /// //#   SourcedRequest(network: TypedRequest { Page(items: [Entry(id: 1)], page: 0, hasNext: false) })
  /// //# })
  /// let shown = await list.recordUntilSettled { $0.load() }
  /// // shown.states.map(\.isLoading) == [false, true, false]
  /// // shown.states.last?.items.count == 1, shown.networkErrors.isEmpty
  /// ```
  ///
  /// The rules:
  /// - The recording starts before `intent` runs: the first thing recorded is the state shown
  ///   then (the one `currentState` reads), replayed — or, while another thread is delivering,
  ///   the last state of what it delivers first. Every later state and event delivered is
  ///   recorded, in order: a failure's state is never recorded without its event.
  /// - Once `intent` has returned, it ends when the list has no request in flight and has
  ///   delivered what it decided up to then: at once if none is in flight (after what was
  ///   decided but not yet delivered), else with the delivery of the decision that ends the
  ///   request in flight. That last decision's things are the last recorded: the state in which
  ///   loading went down with the server's answer in; for a failure, that state, then its one
  ///   event; for a cancellation, a state with no error, and no event.
  /// - So it waits for the request `intent` started, even when another thread shows it: an
  ///   intent sent while the answer before is still being delivered on the fetch's thread (a
  ///   next page right after `recordUntilSettled { $0.load() }` returned) is decided at once
  ///   but shown by that thread, after `intent` returns. It waits for the request that replaced
  ///   it (`intent` sent a load, then another), and, when the list ignores `intent` while a
  ///   request is in flight, for that request.
  /// - An intent the list ignores with no request in flight (a next page while there is none,
  ///   a retry with nothing failed) ends the recording at once: the current state, and what the
  ///   list had decided but not yet delivered.
  /// - A request sent from a subscriber in reaction to the settling state (a view asking for
  ///   the next page) is not waited for when `intent`'s request is still in flight as `intent`
  ///   returns (the usual case): it starts after the decision the recording ends with. When
  ///   another thread settles that request before `intent` returns, such a request is the one
  ///   in flight, and the recording waits for it too.
  ///
  /// Threading: `intent` runs at once, on the caller's actor (or, from nonisolated code, the
  /// caller's executor), so a `@MainActor` test passes a closure that uses main-actor state;
  /// the recording is made on whichever threads deliver, serialized by the list. Never blocks
  /// a thread. Lifetime: the list must live until this returns (the call holds it).
  ///
  /// Cancellation: when the calling task is cancelled (before the call too), it returns at once
  /// with what was delivered up to then; `intent` has run, and the request it started goes on
  /// (the list's, not the recording's). Otherwise it waits as long as the request does: give
  /// the test a `.timeLimit`.
  public nonisolated(nonsending) func recordUntilSettled(
    _ intent: (PagedList) -> Void
  ) async -> PagedListRecording<Query, Item, FeatureError> {
    typealias Event = PagedListRecording<Query, Item, FeatureError>.Event
    let shown = Infallible.merge(
      state.map(Event.state), networkError.map(Event.networkError),
      featureError.map(Event.featureError))
    let events = await recordShownUntilSettled(
      shown, inDeliveryOrder: inDeliveryOrder, whenSettled: whenSettled,
      intent: { intent(self) })
    return PagedListRecording(events: events)
  }
}
