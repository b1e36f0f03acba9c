/// Counts the work in flight, for a screen's single spinner (sergdort's `ActivityIndicator`).
///
/// `trackActivity(_:)` increments the count when the sequence is subscribed and decrements it
/// exactly once when it completes, fails **or is disposed** (cancelled): a request cancelled by
/// `flatMapLatest` never leaves the spinner spinning.
///
/// Threading: requests start and finish on any thread. Each change of the count is delivered
/// under the indicator's re-entrant lock, so observers see the changes one at a time and in the
/// order they happened — the last state an observer sees is the current one — on the thread that
/// made the change (a relay alone would let two finishing requests deliver out of order and leave
/// the spinner on). Keep observers short and non-blocking; `asDriver()` delivers on main.
public final class ActivityIndicator: ObservableConvertibleType {
  @usableFromInline let count = BehaviorRelay(value: 0)
  @usableFromInline let lock = RecursiveLock()

  /// Creates an indicator with nothing in flight.
  public init() {}

  /// Whether anything is in flight now.
  public var isActive: Bool { count.value > 0 }

  /// Passes `source` through unchanged, on its own thread, while counting it as in flight:
  /// from subscription until its completion, its error or its disposal, whichever comes first.
  ///
  /// Ordering: an element passes *while the source is still counted* — the count goes down only
  /// at the terminal event, after the element. So `trackActivity` then `catch` (or any value
  /// handler downstream) delivers a request's value while `isActive` is still `true` and the
  /// indicator has not yet emitted `false`: code that reacts to the value ("load the next page
  /// when this page arrives", "is the screen busy?") sees itself as loading. For a request whose
  /// value drives further work, use `RequestSplit` (CleanDomain): its `perform(_:)` and
  /// `run(_:onValue:)` deliver the value after loading went down, and route the failure.
  @inlinable
  public func trackActivity<Source: ObservableConvertibleType>(_ source: Source) -> Observable<
    Source.Element
  > {
    let upstream = source.asObservable()
    return Observable(unsafeSubscribe: { [self] observer in
      let finish = AnonymousDisposable { [self] in change(by: -1) }  // runs once
      change(by: 1)
      let subscription = upstream.subscribe(
        AnyObserver { event in
          if event.isStopEvent { finish.dispose() }
          observer.on(event)
        })
      return Disposables.create(subscription, finish)
    })
  }

  /// Changes the count and delivers it while holding `lock` (see the type's threading note).
  @inlinable
  func change(by delta: Int) {
    lock.withLock { count.mutate { $0 + delta } }
  }

  /// `true` while anything is in flight; emits only on changes.
  public func asObservable() -> Observable<Bool> {
    count.asObservable().map { $0 > 0 }.distinctUntilChanged()
  }
}

extension ObservableConvertibleType {
  /// Counts this sequence as in flight on `indicator` while it runs. Its elements pass while it
  /// is still counted (see `ActivityIndicator.trackActivity(_:)`, "Ordering").
  @inlinable
  public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
    indicator.trackActivity(self)
  }
}
