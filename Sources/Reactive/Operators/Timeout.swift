extension ObservableType {
  /// Mirrors the source, but fails with `ReactiveError.timeout` if `dueTime` passes on
  /// `scheduler` without an element: the timer starts at subscription and restarts at every
  /// element.
  ///
  /// Error contract: on timeout the error is delivered, then the source disposed (as RxSwift,
  /// which subscribes the failing `other` before disposing the source); the source's own
  /// terminal event passes through and cancels the timer. Threading: the source's events and
  /// the timer go through a `Serializer` (never concurrent, no lock held).
  @inlinable
  public func timeout(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(ReactiveError.timeout), scheduler: scheduler)
  }

  /// Mirrors the source, but switches to `other` if `dueTime` passes on `scheduler` without an
  /// element (the timer starts at subscription and restarts at every element).
  ///
  /// Error contract: on timeout `other` is subscribed, then the source disposed, as RxSwift's
  /// `TimeoutSink` (which decides where `other`'s observer falls in the delivery order of a hot
  /// source that is also `other`); from then on `other`'s events, including its terminal
  /// one, are mirrored, and the source's are ignored. A terminal event of the source before the
  /// timeout passes through and cancels the timer. Threading: as `timeout(_:scheduler:)`.
  @inlinable
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: Duration, other: Other, scheduler: some SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    let other = other.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = TimeoutSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.run(source: self.asObservable(), other: other)
      return sink
    })
  }
}
