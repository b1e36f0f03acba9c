/// A signal one task raises and another awaits, once (a one-element `AsyncStream`).
struct Flag: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream()
  }

  func raise() { continuation.yield() }

  /// Returns once `raise()` was called (at once if it already was).
  func wait() async {
    var iterator = stream.makeAsyncIterator()
    _ = await iterator.next()
  }
}
