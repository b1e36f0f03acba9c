import CleanReactive

/// The error split of a use case, as one building block: runs its requests, counts them on
/// `isLoading`, and routes each failure to exactly one of two streams — the generic
/// `networkError` (an `APIError`, for the generic alert) or the feature's own `domainError`.
///
/// Each request ends in exactly one of: its value, one `networkError`, one `domainError` — or,
/// when it is cancelled, nothing at all. Failures are classified by
/// `RequestFailure<DomainError>(classifying:)`, so a feature's own error is never reclassified
/// as transport, and an error of an unexpected type is never dropped. A feature with no errors
/// of its own uses `RequestSplit<Never>`.
///
/// The split's type must be the request's: give it a `TypedRequest<Value, DomainError>`, whose
/// type carries its failure type, and a split of another type does not compile. (A plain
/// `Single` says nothing of its failures; the overloads that take one trust the caller.) A
/// feature error of another type that still reaches the split at run time — a
/// `RequestFailure<OtherError>.domain` through a `Single` — is a wiring bug, not a failure on the
/// wire: it goes to `networkError` as `APIError.unhandledFeatureError(_:)`, never as transport.
///
/// Two ways to run a request:
/// - `run(_:onValue:)`, fire and forget: for a use case whose methods return nothing and whose
///   results arrive on its own output streams. `cancelAll()` — or the split's deallocation —
///   cancels what is still running; after `cancelAll()` the split accepts new requests.
/// - `perform(_:)`, for `flatMapLatest`: the value as an `Infallible` (a failure is routed, then
///   the sequence completes empty), so the trigger survives every error; disposing it (a newer
///   trigger) cancels the request, which then reaches nothing.
///
/// Ordering: a request's value is delivered *after* `isLoading` has gone down for it, so code
/// that reacts to the value ("load the next page when entries arrive") sees the loading state
/// it leaves, not the one it came from. (`trackActivity` then `catch` delivers the value while
/// loading is still `true`.) An error is routed after loading has gone down too.
///
/// Threading: thread-safe. Values and errors are delivered on the thread the request answers
/// on; `isLoading` changes are delivered one at a time, in order (see `ActivityIndicator`).
/// The streams never fail and never complete: they are `Infallible`, so a ViewModel forwards them
/// with `asSignal()` / `asDriver()` and no error argument.
public final class RequestSplit<DomainError: Error & Sendable>: Sendable {
  private let networkErrors = PublishRelay<APIError>()
  private let domainErrors = PublishRelay<DomainError>()
  private let activity = ActivityIndicator()
  /// The requests started by `run` since the last `cancelAll()`: a `CompositeDisposable`,
  /// replaced (and so disposed) by each `cancelAll()`, disposed for good with the split.
  private let requests = SerialDisposable()

  /// A split with nothing in flight.
  public init() {
    requests.replace(with: CompositeDisposable())
  }

  deinit {
    requests.dispose()
  }

  /// Event: each generic failure, once (never a cancellation).
  public var networkError: Infallible<APIError> { networkErrors.asInfallible() }
  /// Event: each of the feature's own errors, once.
  public var domainError: Infallible<DomainError> { domainErrors.asInfallible() }
  /// State: `true` while any request of this split is in flight (cancelled ones come down
  /// too); emits on changes, starting with the current value.
  public var isLoading: Infallible<Bool> { activity.asInfallible() }

  /// Runs `request` now and passes its value to `onValue`, or routes its failure, exactly as
  /// `run(_:onValue:)` does with a `Single`; `request`'s error type must be this split's.
  public func run<Value>(
    _ request: TypedRequest<Value, DomainError>, onValue: @escaping @Sendable (Value) -> Void
  ) {
    run(request.single, onValue: onValue)
  }

  /// `request` as a sequence that never fails, exactly as `perform(_:)` does with a `Single`;
  /// `request`'s error type must be this split's.
  public func perform<Value>(_ request: TypedRequest<Value, DomainError>) -> Infallible<Value> {
    perform(request.single)
  }

  /// Runs `request` now and passes its value to `onValue`, or routes its failure; a request
  /// still running when `cancelAll()` is called or the split is deallocated is cancelled and
  /// reaches nothing. `onValue` runs after `isLoading` went down for this request.
  public func run<Value>(
    _ request: Single<Value>, onValue: @escaping @Sendable (Value) -> Void
  ) {
    guard let running = requests.disposable as? CompositeDisposable else { return }
    let subscription = SingleAssignmentDisposable()
    guard let key = running.insert(subscription) else { return }
    subscription.setDisposable(
      perform(request).subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value): onValue(value)
          case .error, .completed: running.remove(for: key)
          }
        }))
  }

  /// `request` as a sequence that never fails: its value then completion, once `isLoading` has
  /// gone down for it; or, when it fails, the failure routed to `networkError` or `domainError`
  /// and an empty completion. Cold: each subscription sends the request anew; disposing it
  /// cancels the request, which then reaches nothing.
  public func perform<Value>(_ request: Single<Value>) -> Infallible<Value> {
    settled(request.asObservable(), passesAtOnce: { _ in false })
  }

  /// `read`, a cache-then-network read (see `CachedUserRepository`), as a sequence that never
  /// fails: each stored copy (source `.cache`) at once, while `isLoading` is still up for the
  /// read; the server's answer (source `.network`) once `isLoading` has gone down for it, then
  /// completion. When the read fails — or ends with no answer of the server (a stored copy
  /// alone is not an answer: `SingleError.noElements`) — the failure is routed to
  /// `networkError` or `domainError` (once, after any stored copy, which a screen keeps
  /// showing) and the sequence completes.
  /// Cold: each subscription reads anew; disposing it cancels the request, which then reaches
  /// nothing.
  public func perform<Value>(_ read: Observable<Sourced<Value>>) -> Infallible<Sourced<Value>> {
    settled(read, passesAtOnce: { $0.source == .cache })
  }

  /// `request`, tracked by `isLoading`, as a sequence that never fails: each value that
  /// `passesAtOnce` at once; the last other value held until `request` completes (after loading
  /// went down), then delivered; a failure — or a completion with no held value, so that every
  /// request ends in a value or a routed failure — routed, then an empty completion.
  private func settled<Value>(
    _ request: Observable<Value>, passesAtOnce: @escaping @Sendable (Value) -> Bool
  ) -> Infallible<Value> {
    let tracked = activity.trackActivity(request)
    return Infallible.create { [networkErrors, domainErrors] observer in
      let held = HeldValue<Value>()  // events of one subscription are serialized
      return tracked.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value) where passesAtOnce(value):
            observer(.next(value))
          case .next(let value):
            held.value = value
          case .error(let error):
            Self.route(error, network: networkErrors, domain: domainErrors)
            observer(.completed)
          case .completed:
            if let value = held.value {
              observer(.next(value))
            } else {
              Self.route(SingleError.noElements, network: networkErrors, domain: domainErrors)
            }
            observer(.completed)
          }
        })
    }
  }

  /// Cancels every request started with `run(_:onValue:)` that is still in flight: each reaches
  /// nothing and `isLoading` comes down for it. The split stays usable: a request started after
  /// `cancelAll()` returns runs as usual. (A `run` racing with `cancelAll()` on another thread
  /// is either cancelled or runs.) Sequences from `perform` are not affected: their subscriber
  /// cancels them by disposing.
  public func cancelAll() {
    requests.replace(with: CompositeDisposable())
  }

  private static func route(
    _ error: any Error, network: PublishRelay<APIError>, domain: PublishRelay<DomainError>
  ) {
    switch RequestFailure<DomainError>(classifying: error) {
    case .network(.cancelled): break
    case .network(let failure): network.accept(failure)
    case .domain(let failure): domain.accept(failure)
    }
  }
}

/// The value a request produced, held until it completes.
private final class HeldValue<Value>: @unchecked Sendable {
  var value: Value?
}
