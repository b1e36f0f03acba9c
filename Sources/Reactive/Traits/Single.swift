/// A one-shot result: exactly one element then completion, or one error. The shape of a network
/// request. Cold: each subscription runs the work anew; disposing cancels it.
///
/// Error contract: whatever the producer fails with; the repositories of this package fail only
/// with `APIError`.
public struct Single<Element>: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Element>

  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  /// A single from a producer that calls `completion` once (later calls are ignored).
  @inlinable
  public static func create(
    _ subscribe:
      @escaping @Sendable (
        _ completion: @escaping @Sendable (Result<Element, any Error>) -> Void
      ) -> any Disposable
  ) -> Single<Element> {
    Single(
      unchecked: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success(let element):
            observer.on(.next(element))
            observer.on(.completed)
          case .failure(let error):
            observer.on(.error(error))
          }
        }
      })
  }

  /// Succeeds with `element`.
  @inlinable
  public static func just(_ element: Element) -> Single<Element> where Element: Sendable {
    Single(unchecked: .just(element))
  }

  /// Fails with `error`.
  @inlinable
  public static func error(_ error: any Error) -> Single<Element> {
    Single(unchecked: .error(error))
  }

  /// Never answers (a request that hangs until disposed).
  @inlinable
  public static func never() -> Single<Element> {
    Single(unchecked: .never())
  }

  /// Returns the underlying sequence: one `.next` then `.completed`, or one `.error`.
  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// Subscribes to the result: `completion` is called once, on the thread the work finishes on,
  /// unless the returned disposable is disposed first.
  @inlinable
  public func subscribe(_ completion: @escaping @Sendable (Result<Element, any Error>) -> Void)
    -> any Disposable
  {
    source.subscribe(
      AnyObserver { event in
        switch event {
        case .next(let element): completion(.success(element))
        case .error(let error): completion(.failure(error))
        case .completed: break
        }
      })
  }

  /// Transforms the success value; an error `transform` throws becomes the failure.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result)
    -> Single<Result>
  {
    Single<Result>(unchecked: source.map(transform))
  }

  /// Chains another one-shot result on success; an error `selector` throws becomes the failure.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single<Result>(
      unchecked: source.flatMapLatest { element -> Observable<Result> in
        do { return try selector(element).source } catch { return .error(error) }
      })
  }

  /// Recovers from an error with another single; an error `handler` throws becomes the failure.
  @inlinable
  public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Single<Element>)
    -> Single<Element>
  {
    Single(unchecked: source.catch { try handler($0).source })
  }

  /// Side effects on success, on failure, on subscription and on disposal, in the order of
  /// `ObservableType.do` (which see): `onSuccess`/`onError` before the result is delivered,
  /// `afterSuccess`/`afterError` after it, `onDispose` after the work was disposed. An error
  /// thrown by `onSuccess`, `afterSuccess` or `onError` becomes the failure (one thrown by
  /// `afterError` is dropped: the single has already failed).
  @inlinable
  public func `do`(
    onSuccess: (@Sendable (Element) throws -> Void)? = nil,
    afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (any Error) throws -> Void)? = nil,
    afterError: (@Sendable (any Error) throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Single<Element> {
    Single(
      unchecked: source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }
}

extension ObservableConvertibleType {
  /// The first element as a `Single`; fails with `SingleError.noElements` if the sequence
  /// completes empty.
  @inlinable
  public func asSingle() -> Single<Element> {
    let source = asObservable()
    // `Single.create` keeps only the first outcome, so what follows a success is ignored.
    return Single.create { completion in
      source.subscribeFirstResult { result in
        completion(result.flatMap { $0.map { .success($0) } ?? .failure(SingleError.noElements) })
      }
    }
  }
}

/// Why a sequence could not be read as a `Single`.
public enum SingleError: Error, Equatable, Sendable {
  /// The sequence completed without emitting an element.
  case noElements
}
