extension ObservableType {
  /// Subscribes closures that receive `object`, held weakly: once it has been deallocated the
  /// closures are no longer called (`onDisposed` included), so `[weak self]` dances are not
  /// needed. Otherwise as `subscribe(onNext:onError:onCompleted:onDisposed:)`: `onDisposed` runs
  /// once, after a terminal event or on disposal.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: (@Sendable (Object, Element) -> Void)? = nil,
    onError: (@Sendable (Object, any Error) -> Void)? = nil,
    onCompleted: (@Sendable (Object) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> any Disposable {
    let reference = WeakReference(object)
    var next: (@Sendable (Element) -> Void)?
    if let onNext {
      next = { element in if let object = reference.object { onNext(object, element) } }
    }
    var failure: (@Sendable (any Error) -> Void)?
    if let onError {
      failure = { error in if let object = reference.object { onError(object, error) } }
    }
    var completion: (@Sendable () -> Void)?
    if let onCompleted {
      completion = { if let object = reference.object { onCompleted(object) } }
    }
    var disposal: (@Sendable () -> Void)?
    if let onDisposed {
      disposal = { if let object = reference.object { onDisposed(object) } }
    }
    return subscribe(
      onNext: next, onError: failure, onCompleted: completion, onDisposed: disposal)
  }
}
