import CleanPrimitives

/// The observer a `flatMapLatest` subscription gives one inner sequence: it tags each event with
/// the inner's id, so events of an inner that is no longer the latest are dropped.
///
/// It is the whole context of the `AnyObserver` closure that wraps it (a closure capturing one
/// object needs no allocation of its own), and the sink reuses it for the next inner once no one
/// else holds it (an inner that completed during `subscribe`, such as `just`): no allocation per
/// outer element on that path. `id` changes only while the sink holds the only reference.
@usableFromInline
final class FlatMapLatestInnerObserver<Element, Inner: ObservableConvertibleType>:
  @unchecked Sendable
{
  /// The first stored property: reached only through `id` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var idWord: Int
  @usableFromInline let sink: FlatMapLatestSink<Element, Inner>
  @inlinable var id: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }

  @inlinable
  init(sink: FlatMapLatestSink<Element, Inner>, id: Int) {
    self.sink = sink
    self.idWord = id
    checkFirstStoredProperty(&idWord, of: self)
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    sink.onInner(event, id: id.load(ordering: .acquiring))
  }
}
