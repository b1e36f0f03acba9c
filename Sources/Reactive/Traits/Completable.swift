/// A one-shot outcome without a value: completion, or one error (RxSwift's `Completable`). The
/// shape of a request whose answer carries nothing. Cold: each subscription runs the work anew;
/// disposing cancels it.
///
/// Error contract: whatever the producer fails with. Threading: events arrive on the thread the
/// work finishes on.
public struct Completable: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Never>

  @inlinable
  init(unchecked source: Observable<Never>) {
    self.source = source
  }

  /// A completable from a producer that calls `completion` once (later calls are ignored):
  /// `.success(())` completes, `.failure` fails.
  @inlinable
  public static func create(
    _ subscribe:
      @escaping @Sendable (
        _ completion: @escaping @Sendable (Result<Void, any Error>) -> Void
      ) -> any Disposable
  ) -> Completable {
    Completable(
      unchecked: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success: observer.on(.completed)
          case .failure(let error): observer.on(.error(error))
          }
        }
      })
  }

  /// Completes at once.
  @inlinable
  public static func empty() -> Completable {
    Completable(unchecked: .empty())
  }

  /// Fails with `error`.
  @inlinable
  public static func error(_ error: any Error) -> Completable {
    Completable(unchecked: .error(error))
  }

  /// Never answers (work that hangs until disposed).
  @inlinable
  public static func never() -> Completable {
    Completable(unchecked: .never())
  }

  /// Returns the underlying sequence: `.completed` or one `.error`, no element.
  @inlinable
  public func asObservable() -> Observable<Never> { source }

  /// Awaits the outcome (RxSwift's `value`): returns on completion, throws the error.
  ///
  /// Cancellation: cancelling the awaiting task disposes the subscription at once (which
  /// cancels the work behind it) and throws `CancellationError`, unless the outcome arrived
  /// first.
  public var value: Void {
    get async throws {
      _ = try await source.firstOutcome()
    }
  }
}

extension ObservableConvertibleType {
  /// The sequence's terminal event as a `Completable`: elements are dropped, completion
  /// completes, an error fails.
  @inlinable
  public func asCompletable() -> Completable {
    Completable(unchecked: asObservable().ignoreElements())
  }
}
