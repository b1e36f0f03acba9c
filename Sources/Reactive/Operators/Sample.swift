extension ObservableType {
  /// At each `sampler` element, emits the latest source element that arrived since the previous
  /// sample, or `defaultValue` when none did (nothing if `defaultValue` is `nil`).
  ///
  /// Follows RxSwift 6 exactly: the sampler's completion counts as a last sample; the source's
  /// completion is only delivered at the next sample (so it is never delivered once the sampler
  /// has completed), and disposes the source at once. An error from either ends it and disposes
  /// both. Threading: both sources go through a `Serializer` (never concurrent, no lock held).
  @inlinable
  public func sample<Sampler: ObservableConvertibleType>(
    _ sampler: Sampler, defaultValue: Element? = nil
  ) -> Observable<Element> {
    let sampler = sampler.asObservable()
    let defaultValue = UncheckedSendable(defaultValue)  // read-only, handed to each subscription
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = SampleSink<Element>(observer: observer, defaultValue: defaultValue.value)
      sink.source.setDisposable(source.subscribe(AnyObserver { sink.onSource($0) }))
      sink.sampler.setDisposable(
        sampler.subscribe(AnyObserver { sink.onSample($0.map { _ in () }) }))
      sink.endSetup()
      return sink
    })
  }
}
