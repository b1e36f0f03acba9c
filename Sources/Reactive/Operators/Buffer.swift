extension ObservableType {
  /// Collects elements into arrays emitted every `timeSpan` on `scheduler`, or as soon as
  /// `count` elements are collected, whichever comes first; each emission restarts the timer.
  /// As in RxSwift, a timer tick with nothing collected emits `[]`, and completion first emits
  /// what was collected (possibly `[]`).
  ///
  /// Error contract: the source's error passes through (the partial buffer is dropped) and the
  /// timer is cancelled; nothing is delivered after a terminal event. A `count` below one is
  /// treated as one. Threading: the source's events and the timer go through a `Serializer`
  /// (never concurrent, no lock held).
  @inlinable
  public func buffer(timeSpan: Duration, count: Int, scheduler: some SchedulerType)
    -> Observable<[Element]>
  {
    let count = max(1, count)
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = BufferSink<Element, _>(
        observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
      sink.startWindow(0)
      sink.upstream.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}
