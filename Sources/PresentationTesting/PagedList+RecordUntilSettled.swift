import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive

extension PagedList {
  /// Sends `intent` to this list and records everything it shows — its states and error
  /// events, in the order they are delivered — until the request `intent` started has settled:
  /// the state in which loading went down with the server's answer in, or, when the request
  /// failed, the failure's event (which follows the state that carries it). For a test over
  /// real work (the loopback server, a store), where no virtual time tells when a load is done.
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
  /// An intent the list ignores (a next page while there is none, a retry with nothing failed)
  /// starts nothing: the recording then ends at once with the current state — unless a request
  /// is already in flight, whose settling it then waits for. The list must
  /// live until this returns (the call holds it). It waits as long as the request does: give
  /// the test a `.timeLimit`. Threading: `intent` runs on the calling task's thread; the
  /// recording is made on whichever threads deliver, serialized by the list. Never blocks a
  /// thread.
  public func recordUntilSettled(
    _ intent: (PagedList) -> Void
  ) async -> PagedListRecording<Query, Item, FeatureError> {
    typealias Event = PagedListRecording<Query, Item, FeatureError>.Event
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let sawLoading = Locked(false)
    // one subscription for all three, made before the intent, so the order is the delivery's
    let subscription = Infallible.merge(
      state.map(Event.state), networkError.map(Event.networkError),
      featureError.map(Event.featureError)
    ).subscribe(onNext: { event in
      if case .state(let state) = event, state.isLoading { sawLoading.withLock { $0 = true } }
      continuation.yield(event)
    })
    defer { subscription.dispose() }
    intent(self)
    if !sawLoading.withLock({ $0 }), !currentState.isLoading {
      // the intent started nothing (a request starts by showing loading, on the intent's
      // thread): the recording is the current state
      continuation.finish()
    }
    var recorded: [Event] = []
    var started = false
    var failed = false
    for await event in events {
      recorded.append(event)
      switch event {
      case .state(let state) where state.isLoading: started = true
      case .state(let state) where started && state.lastError != nil: failed = true
      case .state where started && !failed: return PagedListRecording(events: recorded)
      case .state: continue
      case .networkError, .featureError:
        if failed { return PagedListRecording(events: recorded) }
      }
    }
    return PagedListRecording(events: recorded)
  }
}
