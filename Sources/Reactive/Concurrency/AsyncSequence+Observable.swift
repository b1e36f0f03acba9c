extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// The async sequence as an `Observable` (RxSwift's `asObservable()` on an `AsyncSequence`):
  /// each subscription iterates the sequence anew in a new `Task`, forwards every element,
  /// then completion, or the error the iteration throws.
  ///
  /// Cancellation: disposing the subscription cancels the iterating task (so a stream's
  /// `onTermination` runs and whatever it awaits is cancelled); nothing is delivered after
  /// that, not even the `CancellationError` the iteration may end with.
  ///
  /// Threading: events are delivered on a thread of the concurrency runtime's global pool,
  /// one at a time, not on the subscribing thread; use `observe(on:)` to move them.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in
      let task = Task {
        do {
          for try await element in self {
            observer.on(.next(element))
          }
          observer.on(.completed)
        } catch {
          observer.on(.error(error))
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
