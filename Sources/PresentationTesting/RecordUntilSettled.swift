import CleanReactive

/// What every `recordUntilSettled(_:)` does (see `PagedList.recordUntilSettled(_:)` for the
/// rules): subscribes to `shown` — the block's state and its events, merged in one
/// subscription, so the order is the delivery's — runs `intent`, then asks the block
/// (`whenSettled`, told in its delivery order) when it has no request in flight, and returns
/// everything delivered up to then. Ends early when the calling task is cancelled, with what
/// was delivered before.
///
/// Threading: `intent` runs at once on the caller's actor; never blocks a thread.
nonisolated(nonsending) func recordShownUntilSettled<Event: Sendable>(
  _ shown: Infallible<Event>, whenSettled: (@escaping @Sendable () -> Void) -> Void,
  intent: () -> Void
) async -> [Event] {
  let (events, continuation) = AsyncStream<Event>.makeStream()
  // made before the intent: the first thing recorded is the state shown then, replayed
  let subscription = shown.subscribe(onNext: { continuation.yield($0) })
  defer { subscription.dispose() }
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
