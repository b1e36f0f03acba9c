/// One group of `groupBy`: the elements of the source that share `key` (RxSwift's
/// `GroupedObservable`).
///
/// A group is hot: it emits the elements that arrive while it is subscribed, starting with the
/// one that opened it when subscribed at once (as `flatMap` does). It ends when the source ends,
/// with the source's terminal event. Threading: events arrive on the source's thread.
public struct GroupedObservable<Key, Element>: ObservableType, Sendable
where Key: Sendable {
  /// The key all of this group's elements share.
  public let key: Key
  let source: Observable<Element>

  /// A group with `key` whose elements come from `source`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to this group's elements.
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    source.subscribe(observer)
  }

  /// This group's elements as a plain `Observable`.
  public func asObservable() -> Observable<Element> {
    source
  }
}
