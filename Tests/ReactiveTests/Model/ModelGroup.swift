/// RxSwift's `CompositeDisposable` in the model: disposed in insertion order.
final class ModelGroup {
  private var entries: [(key: Int, disposable: ModelDisposable)] = []
  private var nextKey = 0
  private var isDisposed = false

  @discardableResult
  func insert(_ disposable: ModelDisposable) -> Int? {
    if isDisposed {
      disposable.dispose()
      return nil
    }
    nextKey += 1
    entries.append((nextKey, disposable))
    return nextKey
  }

  func remove(_ key: Int) {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    entries.remove(at: index).disposable.dispose()
  }

  func dispose() {
    if isDisposed { return }
    isDisposed = true
    let entries = self.entries
    self.entries = []
    for entry in entries { entry.disposable.dispose() }
  }

  var asDisposable: ModelDisposable { ModelDisposable { [self] in dispose() } }
}
