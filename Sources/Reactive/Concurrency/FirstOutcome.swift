import CleanPrimitives

/// Where an awaited first outcome stands: before the continuation is stored, waiting on it,
/// cancelled before it was stored, or resumed. Only touched under the lock of
/// `ObservableConvertibleType.firstOutcome()`.
enum FirstOutcomeState<Element>: @unchecked Sendable {
  case starting
  case waiting(CheckedContinuation<Element?, any Error>)
  case cancelledEarly
  case resumed

  /// Takes the continuation to resume, if it is still waiting, and marks the state resumed.
  mutating func takeContinuation() -> CheckedContinuation<Element?, any Error>? {
    guard case .waiting(let continuation) = self else { return nil }
    self = .resumed
    return continuation
  }
}

extension ObservableConvertibleType where Element: Sendable {
  /// Subscribes and awaits the first event: an element (returned), completion (`nil`) or an
  /// error (thrown); the subscription is disposed right after. Cancelling the awaiting task
  /// disposes the subscription at once and throws `CancellationError`, unless an outcome
  /// arrived first. What `Single.value`, `Maybe.value` and `Completable.value` share.
  package func firstOutcome() async throws -> Element? {
    let source = asObservable()
    let subscription = SingleAssignmentDisposable()
    let state = Locked(FirstOutcomeState<Element>.starting)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state -> Bool in
          if case .cancelledEarly = state { return true }
          state = .waiting(continuation)
          return false
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        subscription.setDisposable(
          source.subscribe(
            AnyObserver { event in
              let outcome: Result<Element?, any Error> =
                switch event {
                case .next(let element): .success(element)
                case .completed: .success(nil)
                case .error(let error): .failure(error)
                }
              state.withLock { $0.takeContinuation() }?.resume(with: outcome)
              subscription.dispose()
            }))
      }
    } onCancel: {
      let continuation = state.withLock {
        state -> CheckedContinuation<Element?, any Error>? in
        if case .starting = state {
          state = .cancelledEarly
          return nil
        }
        return state.takeContinuation()
      }
      continuation?.resume(throwing: CancellationError())
      subscription.dispose()
    }
  }
}
