import CleanReactive

extension SharedSequence {
  /// Subscribes a main-actor closure that receives `object` (held weakly) with each element;
  /// what `drive(with:onNext:)` and `emit(with:onNext:)` share.
  ///
  /// `Driver` and `Signal` deliver on the main queue, where main-actor code runs, but the
  /// compiler cannot know that, so a view's binding otherwise repeats `[weak self]` and
  /// `MainActor.assumeIsolated { … }` in every closure. This checks it once: in debug builds
  /// `MainActor.assertIsolated` stops with a message naming the usual mistake (a trait built
  /// inside `SharingScheduler.mock` whose scheduler does not run on the main actor); the
  /// `MainActor.assumeIsolated` that follows checks it in every build, so a wrong thread is a
  /// clear trap, never a data race. Both ask the runtime whether the main actor's executor is
  /// running — not `Thread.isMainThread`, which is wrong in an `async` `main` on Linux.
  @inlinable
  func subscribeOnMainActor<Object: AnyObject>(
    with object: Object, _ onNext: @escaping @MainActor (Object, Element) -> Void
  ) -> any Disposable where Element: Sendable {
    let target = WeakTarget(object)
    return subscribeOnMainActor { element in
      guard let object = target.object else { return }
      onNext(object, element)
    }
  }

  /// Subscribes a main-actor closure to each element, checking isolation as described above.
  @inlinable
  func subscribeOnMainActor(_ onNext: @escaping @MainActor (Element) -> Void) -> any Disposable
  where Element: Sendable {
    source.subscribe(onNext: { element in
      MainActor.assertIsolated(
        "A Driver or Signal delivered off the main actor: run its scheduler on the main actor")
      MainActor.assumeIsolated { onNext(element) }
    })
  }
}

/// A weak reference that can cross into a `@Sendable` closure. It is only dereferenced on the
/// main actor (inside `MainActor.assumeIsolated`), so sharing it is safe even for a
/// non-`Sendable` object.
@usableFromInline
final class WeakTarget<Object: AnyObject>: @unchecked Sendable {
  @usableFromInline
  weak var object: Object?

  @inlinable
  init(_ object: Object) {
    self.object = object
  }
}
