extension ObservableType {
  /// Mirrors the source, but fails with `ReactiveError.timeout` if `dueTime` passes on
  /// `scheduler` without an element: the timer starts at subscription and restarts at every
  /// element.
  ///
  /// Error contract: on timeout the source is disposed at once and the error delivered; the
  /// source's own terminal event passes through and cancels the timer. Threading: the source's
  /// events and the timer go through a `Serializer` (never concurrent, no lock held).
  @inlinable
  public func timeout(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(ReactiveError.timeout), scheduler: scheduler)
  }

  /// Mirrors the source, but switches to `other` if `dueTime` passes on `scheduler` without an
  /// element (the timer starts at subscription and restarts at every element).
  ///
  /// Error contract: on timeout the source is disposed at once and `other` subscribed; from
  /// then on `other`'s events, including its terminal one, are mirrored. A terminal event of
  /// the source before the timeout passes through and cancels the timer. Threading: as
  /// `timeout(_:scheduler:)`.
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
