extension ObservableType {
  /// The elements of each source in turn: the next source is subscribed only when the previous
  /// one completes (and that one is disposed then). Completes after the last source; an empty
  /// collection completes at once.
  ///
  /// Error contract: the first error ends it and disposes the running source; later sources are
  /// never subscribed. Sources that complete synchronously are chained in a loop, not by
  /// recursion; as RxSwift's `concat`, what a source sends when it ends during its own
  /// subscription is acted on once that subscription has returned. Threading: each source's
  /// events on its own thread, never concurrent.
  @inlinable
  public static func concat<Sources: Collection & Sendable>(_ sources: Sources)
    -> Observable<Element>
  where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
    // The sources are handed over synchronously, not as `from` on the trampoline: as RxSwift's
    // `concat`, the first source is subscribed during subscription.
    Observable(unsafeSubscribe: { observer in
      let sink = ConcatMapSink<Sources.Element, Sources.Element>(
        observer: observer, defersCompletionWhileSubscribing: true
      ) { $0 }
      sink.outer.setDisposable(
        Observable<Sources.Element>(unsafeSubscribe: { outer in
          for source in sources { outer.on(.next(source)) }
          outer.on(.completed)
          return NopDisposable()
        }).subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }

  /// The elements of each source in turn. Contract as `concat(_:)` over a collection.
  @inlinable
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

  /// This sequence's elements, then, once it completes, `second`'s. An error from this sequence
  /// ends it without subscribing `second`. Contract as `concat(_:)` over a collection.
  @inlinable
  public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
  where Second.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Mirrors the inner sequences one after another in the order they arrive (`concatMap` with
  /// the identity): completion, errors and threading as `concatMap(_:)`.
  @inlinable
  public func concat() -> Observable<Element.Element> {
    concatMap { inner in Observable<Element.Element>.create { inner.asObservable().subscribe($0) } }
  }
}
