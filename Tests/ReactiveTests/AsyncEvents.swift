import CleanReactive

/// Subscribes to `source` and awaits its events up to and including the terminal one (no
/// sleeping: the events are handed over through an `AsyncStream`).
func eventsUntilTerminal<Element: Sendable>(of source: Observable<Element>) async -> [Event<
  Element
>] {
  let (stream, continuation) = AsyncStream<Event<Element>>.makeStream()
  let subscription = source.subscribe(AnyObserver { continuation.yield($0) })
  defer { subscription.dispose() }
  var events: [Event<Element>] = []
  for await event in stream {
    events.append(event)
    if event.isStopEvent { break }
  }
  return events
}
