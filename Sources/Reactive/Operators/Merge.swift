extension Observable {
  /// Merges the sources' elements as they arrive. Completes when all have completed (at once
  /// for no sources); the first error ends it and disposes every source still subscribed.
  ///
  /// Threading: each element is delivered on the thread of the source that sent it, never two
  /// at once, and no lock is held while the observer runs.
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
      sink.endSetup()
      return sink
    })
  }

  /// Merges the sources' elements as they arrive. Contract as `merge(_:)` over an array.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}
