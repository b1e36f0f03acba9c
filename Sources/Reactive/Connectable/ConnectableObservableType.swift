/// A sequence that shares one subscription to its source among its subscribers, made only when
/// `connect()` is called (RxSwift's `ConnectableObservableType`).
///
/// Threading: `connect()` and `subscribe` may be called from any thread. Errors: the source's
/// error reaches the subscribers of that connection, once each.
public protocol ConnectableObservableType<Element>: ObservableType {
  /// Subscribes the shared subject to the source, unless a connection is already active (then
  /// returns that one). Disposing the result disconnects: the source subscription is disposed.
  func connect() -> any Disposable
}
