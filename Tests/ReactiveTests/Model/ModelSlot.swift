/// RxSwift's `SingleAssignmentDisposable` and `SerialDisposable` in one: holds the current
/// disposable; replacing it disposes the previous one (after storing the new one, as RxSwift's
/// `SerialDisposable`); once disposed, whatever is set later is disposed at once.
final class ModelSlot {
  private var current: ModelDisposable?
  private(set) var isDisposed = false

  func set(_ disposable: ModelDisposable) {
    if isDisposed {
      disposable.dispose()
      return
    }
    let previous = current
    current = disposable
    previous?.dispose()
  }

  func dispose() {
    if isDisposed { return }
    isDisposed = true
    let current = self.current
    self.current = nil
    current?.dispose()
  }

  var asDisposable: ModelDisposable { ModelDisposable { [self] in dispose() } }
}
