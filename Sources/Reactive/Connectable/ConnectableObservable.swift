/// The connectable sequence `publish()`, `replay(_:)`, `replayAll()` and `multicast` return
/// (RxSwift's `ConnectableObservable`): subscribers subscribe to a subject, and the subject is
/// subscribed to the source only by `connect()`.
///
/// As in RxSwift, `multicast(makeSubject:)` (and so `publish`, `replay`, `replayAll`) makes a
/// fresh subject for the next connection once the current one is disposed or its source ends;
/// subscribers of the previous subject stay with it (and see nothing more unless it ended).
/// `multicast(_:)` keeps one subject for ever.
///
/// Threading: `connect()`, `subscribe` and disconnection may come from any thread; no lock is
/// held while the source or an observer runs. Deliberate difference: `connect()` subscribes the
/// subject to the source after releasing its lock (RxSwift holds its lock meanwhile), so a
/// concurrent `connect()` may return the same connection before its source subscription is
/// made. Errors: the source's terminal event ends the
/// connection (its subscription is disposed first) and then reaches the subject's observers.
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
  @unchecked Sendable
{
  let connector: @Sendable () -> any Disposable

  init(
    subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable,
    connect: @escaping @Sendable () -> any Disposable
  ) {
    connector = connect
    super.init(unsafeSubscribe: subscribe)
  }

  /// Connects the shared subject to the source, or returns the active connection. Disposing
  /// the result disconnects (disposes the source subscription).
  public func connect() -> any Disposable {
    connector()
  }
}
