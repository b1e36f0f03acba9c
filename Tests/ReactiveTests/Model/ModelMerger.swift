/// The state of RxSwift's `MergeSink` in the model.
final class ModelMerger {
  let sink: ModelSink
  let group = ModelGroup()
  private var activeCount = 0
  private var isStopped = false

  init(sink: ModelSink) {
    self.sink = sink
  }

  func subscribeInner(_ source: ModelObservable) {
    activeCount += 1
    let slot = ModelSlot()
    guard let key = group.insert(slot.asDisposable) else { return }
    slot.set(
      source.subscribe { [self] event in
        switch event {
        case .next: sink.forward(event)
        case .error:
          sink.forward(event)
          sink.dispose()
        case .completed:
          group.remove(key)
          activeCount -= 1
          checkCompleted()
        }
      })
  }

  func outerCompleted() {
    isStopped = true
    checkCompleted()
  }

  private func checkCompleted() {
    if isStopped && activeCount == 0 {
      sink.forward(.completed)
      sink.dispose()
    }
  }
}
