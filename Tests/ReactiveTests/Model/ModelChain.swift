/// RxSwift's `TailRecursiveSink` for `concat` (`ConcatSink`) and `retry` (`CatchSequenceSink`):
/// subscribes the sources one after another; a move to the next requested while a move runs is
/// queued behind it (`AsyncLock`).
final class ModelChain {
  private let sink: ModelSink
  private var remaining: ArraySlice<ModelObservable>
  private let isRetry: Bool
  private let subscription = ModelSlot()
  private var isExecuting = false
  private var queued = 0
  private var lastError: ModelEvent?

  init(sink: ModelSink, sources: [ModelObservable], isRetry: Bool) {
    self.sink = sink
    self.remaining = sources[...]
    self.isRetry = isRetry
  }

  func run() -> ModelDisposable {
    scheduleMoveNext()
    return subscription.asDisposable
  }

  private func scheduleMoveNext() {
    if isExecuting {
      queued += 1
      return
    }
    isExecuting = true
    moveNext()
    while queued > 0 {
      queued -= 1
      moveNext()
    }
    isExecuting = false
  }

  private func moveNext() {
    if sink.isDisposed { return }
    guard let next = remaining.popFirst() else {
      sink.forward(lastError ?? .completed)
      sink.dispose()
      return
    }
    let slot = ModelSlot()
    subscription.set(slot.asDisposable)
    slot.set(next.subscribe { [self] event in on(event) })
  }

  private func on(_ event: ModelEvent) {
    switch event {
    case .next:
      sink.forward(event)
    case .error:
      if isRetry {
        lastError = event
        scheduleMoveNext()
      } else {
        sink.forward(event)
        sink.dispose()
      }
    case .completed:
      if isRetry {
        sink.forward(event)
        sink.dispose()
      } else {
        scheduleMoveNext()
      }
    }
  }
}
