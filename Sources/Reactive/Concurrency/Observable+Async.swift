extension Observable where Element: Sendable {
  /// One element produced by `work` in a new `Task`, then completion; a thrown error becomes the
  /// sequence's error. Disposing the subscription cancels the task (and anything it awaits);
  /// whatever the task does afterwards is not delivered.
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
  @inlinable
  public static func fromAsync(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Element
  ) -> Single<Element> {
    Single(unchecked: .fromAsync(priority: priority, work))
  }

  /// Awaits the result. Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`.
  public var value: Element {
    get async throws {
      for try await element in source.values { return element }
      try Task.checkCancellation()
      throw SingleError.noElements
    }
  }
}
