import CleanReactive

/// A UI state stream: never errors, delivers on the main queue (see `SharingScheduler`), and
/// replays its latest element to each new subscriber, sharing one upstream subscription.
///
/// Build one with `asDriver(onErrorJustReturn:)` or `asDriver(onErrorDriveWith:)`: the
/// conversion forces you to say what an error becomes, so it cannot end the stream.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s sharing: a newcomer receives the latest element.
public enum DriverSharingStrategy: SharingStrategy {
  /// A driver replays its latest element to a new subscriber.
  public static var replayCount: Int { 1 }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Subscribes `onNext` to every element.
  @inlinable
  public func drive(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
    source.subscribe(onNext: onNext)
  }

  /// Feeds every element into `relay`.
  @inlinable
  public func drive(_ relay: BehaviorRelay<Element>) -> any Disposable {
    source.subscribe(onNext: { relay.accept($0) })
  }

  /// Feeds every element into `relay`.
  @inlinable
  public func drive(_ relay: PublishRelay<Element>) -> any Disposable {
    source.subscribe(onNext: { relay.accept($0) })
  }

  /// A driver of one element.
  @inlinable
  public static func just(_ element: Element) -> Driver<Element> where Element: Sendable {
    sharing(.just(element), on: SharingScheduler.current)
  }
}

extension ObservableConvertibleType {
  /// A driver that replaces an error with `element` and then completes.
  @inlinable
  public func asDriver(onErrorJustReturn element: Element) -> Driver<Element>
  where Element: Sendable {
    Driver.sharing(asObservable().catchAndReturn(element), on: SharingScheduler.current)
  }

  /// A driver that continues with `fallback` after an error.
  @inlinable
  public func asDriver(onErrorDriveWith fallback: Driver<Element>) -> Driver<Element> {
    let fallbackSource = fallback.asObservable()
    return Driver.sharing(
      asObservable().catch { _ in fallbackSource }, on: SharingScheduler.current)
  }

  /// A driver that runs `recover` for an error and continues with what it returns.
  @inlinable
  public func asDriver(onErrorRecover recover: @escaping @Sendable (any Error) -> Driver<Element>)
    -> Driver<Element>
  {
    Driver.sharing(
      asObservable().catch { recover($0).asObservable() }, on: SharingScheduler.current)
  }
}

extension BehaviorRelay {
  /// The relay as a driver (relays never error).
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver.sharing(asObservable(), on: SharingScheduler.current)
  }
}
