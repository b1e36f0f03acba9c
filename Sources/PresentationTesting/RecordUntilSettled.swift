import CleanReactive

/// What every `recordUntilSettled(_:)` does (see `PagedList.recordUntilSettled(_:)` for the
/// rules): subscribes to `shown` — the block's state and its events, merged — in the block's
/// delivery order (`inDeliveryOrder`), runs `intent`, then asks the block (`whenSettled`, told
/// in its delivery order too) when it has no request in flight, and returns everything
/// delivered up to then. Ends early when the calling task is cancelled, with what was
/// delivered before.
///
/// Why the subscription waits for the block's turn: `shown` is several relays, subscribed one
/// after the other. Made from here while another thread delivers, a change could fall between
/// the state's subscription and the events': its state recorded, its event missed. Made in
/// delivery order, no delivery runs meanwhile, so the state replayed is the one delivered last
/// and everything delivered after it is recorded, in order.
///
/// Threading: `intent` runs at once on the caller's actor; never blocks a thread.
nonisolated(nonsending) func recordShownUntilSettled<Event: Sendable>(
  _ shown: Infallible<Event>,
  inDeliveryOrder: (@escaping @Sendable () -> Void) -> Void,
  whenSettled: (@escaping @Sendable () -> Void) -> Void,
  intent: () -> Void
) async -> [Event] {
  let (events, continuation) = AsyncStream<Event>.makeStream()
  // asked for before the intent, so made before the intent's changes are delivered: the first
  // thing recorded is the state shown then, replayed. Disposed on return: a subscription made
  // after that (the task cancelled while another thread delivered) is disposed as it is set.
  let subscription = SerialDisposable()
  defer { subscription.dispose() }
  inDeliveryOrder {
    subscription.disposable = shown.subscribe(onNext: { continuation.yield($0) })
  }
  intent()
  // Whether the intent started a request cannot be read from the states delivered so far:
  // when another thread is delivering, its loading state comes later, from that thread. The
  // block tells, in its delivery order, after the state and event that settle it.
  whenSettled { continuation.finish() }
  var recorded: [Event] = []
  // The iteration ends at the block's word, or when the calling task is cancelled: a stream's
  // iterator finishes the stream then, and what was delivered before is still read first.
  for await event in events { recorded.append(event) }
  return recorded
}
