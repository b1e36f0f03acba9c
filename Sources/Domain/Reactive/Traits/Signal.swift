/// A UI event stream: never errors, delivers on the main queue (see `SharingScheduler`), shares
/// one upstream subscription and replays nothing: a late subscriber does not see past events, and
/// the same value emitted twice is delivered twice (an alert for the same error fires again).
public struct Signal<Element>: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Element>

  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  @inlinable
  static func sharing(_ source: Observable<Element>, on scheduler: any SchedulerType) -> Signal {
    Signal(unchecked: source.observe(on: scheduler).share(replay: 0))
  }

  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// Subscribes `onNext` to every element.
  @inlinable
  public func emit(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    source.subscribe(onNext: onNext)
  }

  /// Feeds every element into `relay`.
  @inlinable
  public func emit(to relay: PublishRelay<Element>) -> any Disposable {
    source.subscribe(onNext: { relay.accept($0) })
  }

  /// A signal that never emits.
  @inlinable
  public static func empty() -> Signal {
    Signal(unchecked: .empty())
  }

  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Signal<Result> {
    Signal<Result>(unchecked: source.map(transform))
  }

  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Signal {
    Signal(unchecked: source.filter(isIncluded))
  }

  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Signal<
    Result
  > {
    Signal<Result>(unchecked: source.compactMap(transform))
  }
}

extension ObservableConvertibleType {
  /// A signal that replaces an error with `element` and then completes.
  @inlinable
  public func asSignal(onErrorJustReturn element: Element) -> Signal<Element>
  where Element: Sendable {
    Signal.sharing(asObservable().catchAndReturn(element), on: SharingScheduler.current)
  }

  /// A signal that continues with `fallback` after an error.
  @inlinable
  public func asSignal(onErrorSignalWith fallback: Signal<Element>) -> Signal<Element> {
    let fallbackSource = fallback.asObservable()
    return Signal.sharing(
      asObservable().catch { _ in fallbackSource }, on: SharingScheduler.current)
  }
}

extension PublishRelay {
  /// The relay as a signal (relays never error).
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal.sharing(asObservable(), on: SharingScheduler.current)
  }
}

extension BehaviorRelay {
  /// The relay as a driver (relays never error).
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver.sharing(asObservable(), on: SharingScheduler.current)
  }
}
