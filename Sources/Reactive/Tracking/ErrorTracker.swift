/// Collects the errors of many requests into one typed stream, for a screen's single generic
/// alert (sergdort's `ErrorTracker`, typed).
///
/// `trackError(from:)` passes a sequence through unchanged and reports its error here, classified
/// into `Failure`; the classifier may return `nil` for errors that are not failures to show
/// (cancellation). The tracked sequence still fails: catch it inside your `flatMapLatest`.
/// Threading: errors are relayed on the thread they occur on; `asSignal()` moves them to main.
public final class ErrorTracker<Failure: Error>: ObservableConvertibleType {
  @usableFromInline let relay = PublishRelay<Failure>()
  @usableFromInline let classify: @Sendable (any Error) -> Failure?

  /// Creates a tracker that classifies each error with `classify` (`nil` means ignore it).
  public init(classify: @escaping @Sendable (any Error) -> Failure?) {
    self.classify = classify
  }

  /// Passes `source` through, reporting its error (if any) to this tracker before the error
  /// reaches the subscriber, on the thread it occurs on; the sequence still fails with it.
  @inlinable
  public func trackError<Source: ObservableConvertibleType>(from source: Source) -> Observable<
    Source.Element
  > {
    source.asObservable().do(onError: { [relay, classify] error in
      if let failure = classify(error) { relay.accept(failure) }
    })
  }

  /// Reports `error` directly.
  public func report(_ error: any Error) {
    if let failure = classify(error) { relay.accept(failure) }
  }

  /// The classified errors, as they are reported, on the thread they occur on. Never completes.
  public func asObservable() -> Observable<Failure> { relay.asObservable() }
}

extension ObservableConvertibleType {
  /// Reports this sequence's error to `tracker` (and still fails with it).
  @inlinable
  public func trackError<Failure>(_ tracker: ErrorTracker<Failure>) -> Observable<Element> {
    tracker.trackError(from: self)
  }
}
