extension ObservableType {
  /// Combines the latest elements of two sources with `resultSelector` whenever either emits,
  /// once both have emitted (form validation: "button enabled when both fields are valid").
  ///
  /// Completes when both have completed (as RxSwift: a source that completes without an element
  /// does not end it by itself; the other source's next element then completes it). The first
  /// error from either, or thrown by `resultSelector`, ends it; every subscription still held is
  /// disposed on the terminal event (see `CombineLatestSink`).
  /// Threading: events go through a `Serializer` (never concurrent, no lock held while the
  /// observer runs) and are delivered on the thread of the source that emitted.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second,
    resultSelector: @escaping @Sendable (First.Element, Second.Element) throws -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = CombineLatestSink<Element>(arity: 2, observer: observer) { values in
        try resultSelector(values[0] as! First.Element, values[1] as! Second.Element)
      }
      sink.subscribe(first, at: 0)
      sink.subscribe(second, at: 1)
      sink.endSetup()
      return sink
    })
  }

  /// Combines the latest elements of three sources with `resultSelector` whenever any emits,
  /// once all have emitted. Completion, error and threading as the two-source form.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector:
      @escaping @Sendable (First.Element, Second.Element, Third.Element) throws
      -> Element
  ) -> Observable<Element> {
    let first = first.asObservable()
    let second = second.asObservable()
    let third = third.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = CombineLatestSink<Element>(arity: 3, observer: observer) { values in
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

  /// Combines the latest elements of all `sources` into an array (in the sources' order)
  /// whenever any emits, once all have emitted. An empty array of sources emits `[]` and
  /// completes. Completion, error and threading as the two-source form.
  @inlinable
  public static func combineLatest<Source: ObservableConvertibleType>(_ sources: [Source])
    -> Observable<[Element]>
  where Source.Element == Element {
    let sources = sources.map { $0.asObservable() }
    return Observable<[Element]>(unsafeSubscribe: { observer in
      guard !sources.isEmpty else {
        observer.on(.next([]))
        observer.on(.completed)
        return NopDisposable()
      }
      let sink = CombineLatestSink<[Element]>(arity: sources.count, observer: observer) {
        values in values.map { $0 as! Element }
      }
      for (index, source) in sources.enumerated() { sink.subscribe(source, at: index) }
      sink.endSetup()
      return sink
    })
  }
}

extension ObservableType where Element == Any {
  /// Pairs the latest elements of two sources whenever either emits, once both have emitted.
  /// Completion, error and threading as `combineLatest(_:_:resultSelector:)`.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)> {
    Observable<(First.Element, Second.Element)>.combineLatest(first, second) { ($0, $1) }
  }

  /// Triples the latest elements of three sources whenever any emits, once all have emitted.
  /// Completion, error and threading as `combineLatest(_:_:resultSelector:)`.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)> {
    Observable<(First.Element, Second.Element, Third.Element)>.combineLatest(first, second, third) {
      ($0, $1, $2)
    }
  }
}
