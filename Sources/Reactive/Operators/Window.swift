extension ObservableType {
  /// Splits this sequence into windows: each window is an `Observable` that emits the source's
  /// elements until it holds `count` of them or `timeSpan` has passed since it opened, whichever
  /// comes first; then it completes and the next window opens (RxSwift's
  /// `window(timeSpan:count:scheduler:)`).
  ///
  /// As in RxSwift: the first window is emitted at subscription; a window that fills up
  /// restarts the timer for the next one; the source's error or completion reaches the current
  /// window and then the outer sequence. A window is a hot view of the source: subscribe to it
  /// when it is emitted (as `flatMap` does) or miss its first elements. The source stays
  /// subscribed while the outer subscription or any window subscription is alive.
  ///
  /// Threading: source events and timer ticks are processed one at a time, with no lock held
  /// while an observer runs; windows are emitted on the source's or the scheduler's thread.
  /// With a `count` below 1 a window never fills up: only the time span closes it (as in
  /// RxSwift).
  public func window(timeSpan: Duration, count: Int, scheduler: some SchedulerType)
    -> Observable<Observable<Element>>
  {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = WindowSink<Element>(
        observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
      return sink.run(source)
    })
  }
}
