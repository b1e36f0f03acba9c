extension Observable {
  /// Merges the sources' elements as they arrive. Completes when all have completed; the first
  /// error ends it.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = MergeSink<Element>(observer: observer)
      if sources.isEmpty {
        observer.on(.completed)
        return sink
      }
      sink.beginSource()  // held until every source is subscribed
      for source in sources { sink.add(source) }
      sink.sourceCompleted()
      return sink
    })
  }

  /// Merges the sources' elements as they arrive.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}
