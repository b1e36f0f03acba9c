import CleanReactive

/// A UI stream that never errors, delivers on the main queue (see `SharingScheduler`) and shares
/// one upstream subscription among its subscribers; its `Strategy` says how much it replays.
/// You meet it as `Driver` (state: replays the latest element) or `Signal` (events: replays
/// nothing), built with the `asDriver`/`asSignal` conversions that force you to say what an
/// error becomes, so it cannot end the stream (RxCocoa's design).
public struct SharedSequence<Strategy: SharingStrategy, Element>: ObservableConvertibleType {
  @usableFromInline
  let source: Observable<Element>

  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }

  /// Wraps a source that never errors: delivered on `scheduler`, shared per `Strategy`.
  @inlinable
  static func sharing(_ source: Observable<Element>, on scheduler: any SchedulerType)
    -> SharedSequence
  {
    SharedSequence(
      unchecked: source.observe(on: scheduler).share(replay: Strategy.replayCount))
  }

  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// A sequence that never emits.
  @inlinable
  public static func empty() -> SharedSequence {
    SharedSequence(unchecked: .empty())
  }

  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result)
    -> SharedSequence<Strategy, Result>
  {
    SharedSequence<Strategy, Result>(unchecked: source.map(transform))
  }

  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> SharedSequence {
    SharedSequence(unchecked: source.filter(isIncluded))
  }

  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> SharedSequence<Strategy, Result>
  {
    SharedSequence<Strategy, Result>(unchecked: source.compactMap(transform))
  }
}

/// How a `SharedSequence` shares its source: how many elements a newcomer receives at once.
public protocol SharingStrategy: Sendable {
  static var replayCount: Int { get }
}
