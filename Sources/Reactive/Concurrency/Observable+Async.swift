extension Observable where Element: Sendable {
  /// One element produced by `work` in a new `Task`, then completion; a thrown error becomes the
  /// sequence's error. Disposing the subscription cancels the task (and anything it awaits);
  /// whatever the task does afterwards is not delivered.
  ///
  /// Threading: the events are delivered on a thread of the concurrency runtime's global pool,
  /// not the subscribing thread; use `observe(on:)` to move them.
  @inlinable
  public static func fromAsync(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Element
  ) -> Observable<Element> {
    create { observer in
      let task = Task(priority: priority) {
        do {
          let element = try await work()
          observer.on(.next(element))
          observer.on(.completed)
        } catch {
          observer.on(.error(error))
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}

extension Single where Element: Sendable {
  /// The result of `work`, run in a new `Task` on each subscription; disposal cancels the task.
  /// Contract as `Observable.fromAsync(priority:_:)`.
  @inlinable
  public static func fromAsync(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Element
  ) -> Single<Element> {
    Single(unchecked: .fromAsync(priority: priority, work))
  }

  /// Awaits the result (RxSwift's `value`): subscribes, returns the element or throws the
  /// error; a sequence that completes without an element throws `SingleError.noElements`.
  ///
  /// Cancellation: cancelling the awaiting task disposes the subscription at once (which
  /// cancels the request behind it) and throws `CancellationError`, unless the result arrived
  /// first.
  public var value: Element {
    get async throws {
      guard let element = try await source.firstOutcome() else { throw SingleError.noElements }
      return element
    }
  }
}
