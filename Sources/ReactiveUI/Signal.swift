import CleanReactive

/// A UI event stream: never errors, delivers on the main queue (see `SharingScheduler`), shares
/// one upstream subscription and replays nothing: a late subscriber does not see past events, and
/// the same value emitted twice is delivered twice (an alert for the same error fires again).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s sharing: a newcomer receives nothing from the past.
public enum SignalSharingStrategy: SharingStrategy {
  /// A signal replays nothing.
  public static var replayCount: Int { 0 }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
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
