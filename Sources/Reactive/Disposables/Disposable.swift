/// A resource that can be released: usually a subscription. `dispose()` is idempotent and
/// thread-safe in every implementation of this package; after it returns, the subscription it
/// represents delivers no further events (an event already being delivered on another thread
/// may still finish).
public protocol Disposable: Sendable {
  /// Releases the resource; calling it again does nothing.
  func dispose()
}

extension Disposable {
  /// Adds this disposable to `bag`, to be disposed when the bag is.
  @inlinable
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
