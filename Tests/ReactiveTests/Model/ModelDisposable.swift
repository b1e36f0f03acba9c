/// A disposable of the model: runs its action once, on the first `dispose()`.
final class ModelDisposable {
  private var action: (() -> Void)?
  private(set) var isDisposed = false

  init(_ action: (() -> Void)? = nil) {
    self.action = action
  }

  func dispose() {
    if isDisposed { return }
    isDisposed = true
    let action = self.action
    self.action = nil
    action?()
  }

  /// Disposes `disposables` in order (RxSwift's `Disposables.create(a, b, …)`).
  static func all(_ disposables: [ModelDisposable]) -> ModelDisposable {
    ModelDisposable { for disposable in disposables { disposable.dispose() } }
  }
}
