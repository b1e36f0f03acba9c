/// Counts the work in flight, for a screen's single spinner (sergdort's `ActivityIndicator`).
///
/// `trackActivity(_:)` increments the count when the sequence is subscribed and decrements it
/// exactly once when it completes, fails **or is disposed** (cancelled): a request cancelled by
/// `flatMapLatest` never leaves the spinner spinning. Threading: any thread; `asDriver()`
/// delivers on main.
public final class ActivityIndicator: ObservableConvertibleType {
  @usableFromInline let count = BehaviorRelay(value: 0)

  public init() {}

  /// Whether anything is in flight now.
  public var isActive: Bool { count.value > 0 }

  /// Passes `source` through while counting it as in flight.
  @inlinable
  public func trackActivity<Source: ObservableConvertibleType>(_ source: Source) -> Observable<
    Source.Element
  > {
    let upstream = source.asObservable()
    return Observable(unsafeSubscribe: { [count] observer in
      let finished = BooleanFlag()
      @Sendable func finish() {
        if finished.set() {
          count.mutate { $0 - 1 }
        }
      }
      count.mutate { $0 + 1 }
      let subscription = upstream.subscribe(
        AnyObserver { event in
          if event.isStopEvent { finish() }
          observer.on(event)
        })
      return Disposables.create(subscription, AnonymousDisposable(finish))
    })
  }

  /// `true` while anything is in flight; emits only on changes.
  public func asObservable() -> Observable<Bool> {
    count.asObservable().map { $0 > 0 }.distinctUntilChanged()
  }

  /// The loading state as a driver on the main queue.
  public func asDriver() -> Driver<Bool> {
    asObservable().asDriver(onErrorJustReturn: false)
  }
}

extension ObservableConvertibleType {
  /// Counts this sequence as in flight on `indicator` while it runs.
  @inlinable
  public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
    indicator.trackActivity(self)
  }
}
