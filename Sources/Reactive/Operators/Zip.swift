extension ObservableType {
  /// Pairs the sources' elements by position: the first of each, then the second of each, …,
  /// combined with `resultSelector`. Elements wait in a queue until every source has one.
  ///
  /// Completes when every source has completed (RxSwift's rule for its two- and three-source
  /// forms: an element that can never be paired does not end it); a source that completes is
  /// disposed at once. The first error, or an error thrown by `resultSelector`,
  /// ends it and disposes every source. Threading: events go through a `Serializer` (never
  /// concurrent, no lock held while the observer runs), on the thread of the source that
  /// completed a combination; `resultSelector` runs under the operator's lock, keep it pure.
  @inlinable
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping @Sendable (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = ZipSink<Element>(arity: 2, observer: observer) { values in
        try resultSelector(values[0] as! First.Element, values[1] as! Second.Element)
      }
      sink.subscribe(first, at: 0)
      sink.subscribe(second, at: 1)
      sink.endSetup()
      return sink
    })
  }

  /// Combines the sources' elements by position with `resultSelector`. Completion, errors and
  /// threading as the two-source form.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector:
      @escaping @Sendable (First.Element, Second.Element, Third.Element) throws -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    let third = third.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = ZipSink<Element>(arity: 3, observer: observer) { values in
        try resultSelector(
          values[0] as! First.Element, values[1] as! Second.Element, values[2] as! Third.Element)
      }
      sink.subscribe(first, at: 0)
      sink.subscribe(second, at: 1)
      sink.subscribe(third, at: 2)
      sink.endSetup()
      return sink
    })
  }

  /// Combines the sources' elements by position into arrays (in the sources' order). An empty
  /// collection of sources completes at once without an element (as RxSwift). Completes when
  /// every source has completed or, as RxSwift's collection form, as soon as an element arrives
  /// that can never be paired because every other source has completed. Errors and threading
  /// as the two-source form.
  @inlinable
  public static func zip<Source: ObservableConvertibleType>(_ sources: [Source])
    -> Observable<[Element]>
  where Source.Element == Element {
    let sources = sources.map { $0.asObservable() }
    return Observable<[Element]>(unsafeSubscribe: { observer in
      guard !sources.isEmpty else {
        observer.on(.completed)
        return NopDisposable()
      }
      let sink = ZipSink<[Element]>(
        arity: sources.count, completesWhenUnpairable: true, observer: observer
      ) { values in
        values.map { $0 as! Element }
      }
      for (index, source) in sources.enumerated() { sink.subscribe(source, at: index) }
      sink.endSetup()
      return sink
    })
  }
}

extension ObservableType where Element == Any {
  /// Pairs the sources' elements by position. Contract as `zip(_:_:resultSelector:)`.
  @inlinable
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)> {
    Observable<(First.Element, Second.Element)>.zip(first, second) { ($0, $1) }
  }

  /// Triples the sources' elements by position. Contract as `zip(_:_:resultSelector:)`.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)> {
    Observable<(First.Element, Second.Element, Third.Element)>.zip(first, second, third) {
      ($0, $1, $2)
    }
  }
}
