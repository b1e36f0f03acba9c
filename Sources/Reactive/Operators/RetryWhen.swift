extension ObservableType {
  /// On an error of type `Failure`, disposes the failed subscription and hands the error to the
  /// sequence `notificationHandler` built from the stream of errors; each element of that
  /// trigger sequence resubscribes to the source, its completion completes the result and its
  /// error fails it. An error of another type passes through at once.
  ///
  /// Follows RxSwift: the handler is called once per subscription, and the trigger is subscribed
  /// before the source; a trigger element that arrives while the source is running is ignored,
  /// and a trigger that ended before a source error ends the result at that error. The source
  /// completing completes the result. Every subscription (source and trigger) is disposed as
  /// soon as the result ends. Resubscription runs in a loop, so a source that fails
  /// synchronously does not grow the stack. Threading: events go through a `Serializer` (never
  /// concurrent, no lock held while the observer runs).
  @inlinable
  public func retry<Trigger: ObservableConvertibleType, Failure: Error>(
    when notificationHandler: @escaping @Sendable (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = RetryWhenSink<Element, Failure>(source: source, observer: observer)
      sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
      return sink
    })
  }

  /// `retry(when:)` for any error: the handler sees every error of the source. Contract as the
  /// typed form.
  @inlinable
  public func retry<Trigger: ObservableConvertibleType>(
    when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = RetryWhenSink<Element, any Error>(source: source, observer: observer)
      sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
      return sink
    })
  }
}
