extension Observable {
  /// A sequence from a producer you write. The producer may emit from any thread; this wrapper
  /// enforces the grammar: nothing after the first terminal event, nothing after disposal, and
  /// the producer's disposable runs once, on termination or disposal, whichever comes first.
  @inlinable
  public static func create(
    _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = CreateSink(observer)
      sink.setProducer(subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }

  /// One element, then completion.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> where Element: Sendable {
    JustObservable(element)
  }

  /// The given elements in order, then completion (see `from`).
  @inlinable
  public static func of(_ elements: Element...) -> Observable<Element> where Element: Sendable {
    from(elements)
  }

  /// The elements of a sequence in order, then completion, each sent as one step of the
  /// current thread's trampoline, as RxSwift's `from` on `CurrentThreadScheduler`: they are
  /// delivered before the outermost `subscribe` on this thread returns, interleaved with the
  /// other trampolined sources it subscribed (`merge(of(1, 2), of(3, 4))` is `1, 3, 2, 4`), and
  /// disposing the subscription stops them. Threading: on the subscribing thread.
  @inlinable
  public static func from<S: Sequence & Sendable>(_ elements: S) -> Observable<Element>
  where S.Element == Element {
    Observable(unsafeSubscribe: { observer in
      let sink = SequenceSink(elements.makeIterator(), observer: observer)
      sink.scheduleNext()
      return sink
    })
  }

  /// Completes at once, while being subscribed. As RxSwift's `empty`, not on the current-thread
  /// trampoline (see `Observable.subscribe(_:)`): subscribed from a timer, what its completion
  /// starts (an `ifEmpty(switchTo:)` sequence) delivers before the completion returns.
  @inlinable
  public static func empty() -> Observable<Element> {
    UntrampolinedObservable(unsafeSubscribe: { observer in
      observer.on(.completed)
      return NopDisposable()
    })
  }

  /// Never emits, never ends.
  @inlinable
  public static func never() -> Observable<Element> {
    Observable(unsafeSubscribe: { _ in NopDisposable() })
  }

  /// Fails at once with `error`, while being subscribed. As RxSwift's `error`, not on the
  /// current-thread trampoline (see `Observable.subscribe(_:)`): subscribed from a timer, what
  /// its error starts (a `catch` recovery) delivers before the error returns.
  @inlinable
  public static func error(_ error: any Error) -> Observable<Element> {
    UntrampolinedObservable(unsafeSubscribe: { observer in
      observer.on(.error(error))
      return NopDisposable()
    })
  }

  /// Calls `factory` on each subscription and subscribes to what it returns; an error it throws
  /// becomes the sequence's error.
  @inlinable
  public static func deferred(
    _ factory: @escaping @Sendable () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      do {
        return try factory().subscribe(observer)
      } catch {
        observer.on(.error(error))
        return NopDisposable()
      }
    })
  }
}
