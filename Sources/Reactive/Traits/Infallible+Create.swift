extension Infallible {
  /// A sequence from a producer you write, which can emit only elements and the completion (its
  /// observer takes an `InfallibleEvent`). As `Observable.create`, the grammar is enforced:
  /// nothing after the completion or after disposal, and the producer's disposable runs once, on
  /// completion or disposal, whichever comes first. The producer may emit from any thread.
  @inlinable
  public static func create(
    _ subscribe:
      @escaping @Sendable (
        _ observer: @escaping @Sendable (InfallibleEvent<Element>) -> Void
      ) -> any Disposable
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.create { observer in
        subscribe { observer.on($0.event) }
      })
  }

  /// One element, then completion.
  @inlinable
  public static func just(_ element: Element) -> Infallible<Element> where Element: Sendable {
    Infallible(unchecked: .just(element))
  }

  /// The given elements in order, then completion (as `Observable.from`, on the current-thread
  /// trampoline).
  @inlinable
  public static func of(_ elements: Element...) -> Infallible<Element> where Element: Sendable {
    Infallible(unchecked: .from(elements))
  }

  /// Completes at once, with no element.
  @inlinable
  public static func empty() -> Infallible<Element> {
    Infallible(unchecked: .empty())
  }

  /// Never emits, never ends.
  @inlinable
  public static func never() -> Infallible<Element> {
    Infallible(unchecked: .never())
  }

  /// Calls `factory` on each subscription and subscribes to what it returns.
  @inlinable
  public static func deferred(_ factory: @escaping @Sendable () -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(unchecked: .deferred { factory().source })
  }
}
