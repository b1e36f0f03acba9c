/// The concrete push-based sequence every operator returns.
///
/// An `Observable` is cold unless documented otherwise: each subscription runs the producer
/// anew. Threading: events are delivered on the producer's thread. Errors: a producer ends with
/// at most one `.error`; operators in this package never swallow one silently.
///
/// Not `final` only so that the kernel's hottest one-shot sources (`just`) can store their value
/// in the object itself instead of a separate closure context; it cannot be subclassed outside
/// this module. `@unchecked Sendable`: every stored property is an immutable `Sendable` value.
public class Observable<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline
  let subscribeHandler: @Sendable (AnyObserver<Element>) -> any Disposable

  /// Wraps a producer that already honours the grammar (used by this package's operators).
  /// Use `Observable.create` for producers you write yourself: it enforces the grammar.
  @inlinable
  public init(
    unsafeSubscribe subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
  ) {
    self.subscribeHandler = subscribe
  }

  /// For subclasses that override `subscribe(_:)` (no closure context to allocate).
  @inlinable
  init() {
    self.subscribeHandler = { _ in NopDisposable() }
  }

  /// Runs this sequence's producer for `observer`; the returned disposable ends that subscription.
  /// As RxSwift's `Producer`, the outermost subscription on a thread runs on the current-thread
  /// trampoline: the elements `from` / `of` send are delivered after the producer has subscribed
  /// everything it subscribes, before this returns (see `Trampoline`). `just`, `empty` and
  /// `error`, which end while being subscribed, run directly instead, as RxSwift's overrides.
  @inlinable
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.subscribe { subscribeHandler(observer) }
  }

  /// Returns this observable itself.
  @inlinable
  public func asObservable() -> Observable<Element> { self }
}
