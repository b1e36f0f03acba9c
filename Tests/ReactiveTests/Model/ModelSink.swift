/// RxSwift's `Sink` with its `SinkDisposer`: forwards events until disposed; disposing while the
/// operator is still setting up (`run`) disposes what `run` returns once it has returned.
final class ModelSink {
  private let observer: (ModelEvent) -> Void
  private(set) var isDisposed = false
  private var subscription: ModelDisposable?

  init(_ observer: @escaping (ModelEvent) -> Void) {
    self.observer = observer
  }

  func forward(_ event: ModelEvent) {
    if !isDisposed { observer(event) }
  }

  /// RxSwift's `Sink.forwarder()` (`SinkForward`): the event goes to the observer even once this
  /// sink is disposed; a terminal event then disposes the sink.
  func forwarder(_ event: ModelEvent) {
    observer(event)
    if event.isStop { dispose() }
  }

  func dispose() {
    if isDisposed { return }
    isDisposed = true
    subscription?.dispose()
  }

  /// What `run` returned; disposed at once if the sink was disposed during `run`.
  func setSubscription(_ disposable: ModelDisposable) {
    subscription = disposable
    if isDisposed { disposable.dispose() }
  }
}
