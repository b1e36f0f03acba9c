/// `Observable.just`: one element, then completion, with the element stored in the object
/// itself (one allocation per `just` instead of two: it is the typical inner of `flatMapLatest`).
///
/// The emitting code is a non-capturing closure made where `just` is called, so it is
/// specialized for the element type and needs no context allocation; `subscribe` (dispatched
/// through the class, hence compiled unspecialized) only forwards to it.
///
/// Threading: delivers synchronously on the subscribing thread. Errors: never fails.
@usableFromInline
final class JustObservable<Element>: Observable<Element>, @unchecked Sendable {
  @usableFromInline let element: Element
  @usableFromInline let emit: @Sendable (JustObservable, AnyObserver<Element>) -> Void

  @inlinable
  init(_ element: Element) {
    self.element = element
    self.emit = { just, observer in
      observer.on(.next(just.element))
      observer.on(.completed)
    }
    super.init()
  }

  @inlinable
  override func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    emit(self, observer)
    return NopDisposable()
  }
}
