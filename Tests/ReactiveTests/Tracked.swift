/// An async sequence that holds a `Tracker` for as long as anything holds the sequence.
struct Tracked<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
  let base: Base
  let tracker: Tracker

  init(_ base: Base, tracker: Tracker) {
    self.base = base
    self.tracker = tracker
  }

  func makeAsyncIterator() -> Base.AsyncIterator { base.makeAsyncIterator() }
}
