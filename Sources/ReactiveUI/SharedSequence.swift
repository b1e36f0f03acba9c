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

  /// The sequence as a plain observable (still shared, still on the sharing scheduler).
  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// A sequence that never emits.
  @inlinable
  public static func empty() -> SharedSequence {
    SharedSequence(unchecked: .empty())
  }

  /// Transforms each element; the result is a trait of the same kind.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result)
    -> SharedSequence<Strategy, Result>
  {
    SharedSequence<Strategy, Result>(unchecked: source.map(transform))
  }

  /// Keeps the elements `isIncluded` accepts.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> SharedSequence {
    SharedSequence(unchecked: source.filter(isIncluded))
  }

  /// Transforms each element and drops the `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> SharedSequence<Strategy, Result>
  {
    SharedSequence<Strategy, Result>(unchecked: source.compactMap(transform))
  }
}

/// How a `SharedSequence` shares its source: how many elements a newcomer receives at once.
public protocol SharingStrategy: Sendable {
  /// How many of the latest elements a new subscriber receives at once.
  static var replayCount: Int { get }
}
