/// A one-shot outcome that may be empty: one element then completion, completion alone, or one
/// error (RxSwift's `Maybe`). Cold: each subscription runs the work anew; disposing cancels it.
///
/// Error contract: whatever the producer fails with. Threading: events arrive on the thread the
/// work finishes on.
public struct Maybe<Element>: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Element>

  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  /// A maybe from a producer that calls `completion` once (later calls are ignored):
  /// `.success(element)` emits it then completes, `.success(nil)` completes empty, `.failure`
  /// fails.
  @inlinable
  public static func create(
    _ subscribe:
      @escaping @Sendable (
        _ completion: @escaping @Sendable (Result<Element?, any Error>) -> Void
      ) -> any Disposable
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success(let element?):
            observer.on(.next(element))
            observer.on(.completed)
          case .success(nil):
            observer.on(.completed)
          case .failure(let error):
            observer.on(.error(error))
          }
        }
      })
  }

  /// Succeeds with `element`.
  @inlinable
  public static func just(_ element: Element) -> Maybe<Element> where Element: Sendable {
    Maybe(unchecked: .just(element))
  }

  /// Completes without an element.
  @inlinable
  public static func empty() -> Maybe<Element> {
    Maybe(unchecked: .empty())
  }

  /// Fails with `error`.
  @inlinable
  public static func error(_ error: any Error) -> Maybe<Element> {
    Maybe(unchecked: .error(error))
  }

  /// Never answers (work that hangs until disposed).
  @inlinable
  public static func never() -> Maybe<Element> {
    Maybe(unchecked: .never())
  }

  /// Returns the underlying sequence: at most one `.next`, then `.completed`; or one `.error`.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

extension Maybe where Element: Sendable {
  /// Awaits the outcome (RxSwift's `value`): the element, `nil` if it completed empty, or the
  /// error thrown.
  ///
  /// Cancellation: cancelling the awaiting task disposes the subscription at once (which
  /// cancels the work behind it) and throws `CancellationError`, unless the outcome arrived
  /// first.
  public var value: Element? {
    get async throws {
      try await source.firstOutcome()
    }
  }
}

extension ObservableConvertibleType {
  /// The first element as a `Maybe` (the rest of the sequence is disposed), or an empty
  /// `Maybe` if the sequence completes without one; an error fails it.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    let source = asObservable()
    // `Maybe.create` keeps only the first outcome, so what follows an element is ignored.
    return Maybe.create { completion in source.subscribeFirstResult(completion) }
  }
}
