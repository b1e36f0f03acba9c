import CleanReactive

/// The subscriptions of fire-and-forget requests: each removes itself when it ends, and all that
/// are still running are cancelled by `cancelAll()`. Thread-safe.
final class InFlightRequests: Sendable {
  private let group = CompositeDisposable()

  /// Subscribes `request` (one element, then completion — or one error) and delivers its result
  /// to `completion` once it has *terminated*, so that an `ActivityIndicator` tracking it has
  /// already gone down when the result is seen. Nothing is delivered after cancellation.
  func run<Element>(
    _ request: Observable<Element>,
    completion: @escaping @Sendable (Result<Element, any Error>) -> Void
  ) {
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    let element = LastElement<Element>()  // events of one subscription are serialized
    subscription.setDisposable(
      request.subscribe(
        AnyObserver { [group] event in
          switch event {
          case .next(let value):
            element.value = value
            return
          case .error(let error):
            completion(.failure(error))
          case .completed:
            completion(element.value.map { .success($0) } ?? .failure(SingleError.noElements))
          }
          group.remove(for: key)
        }))
  }

  /// Cancels every running request, and any started later.
  func cancelAll() {
    group.dispose()
  }
}

/// The element a request produced, held until it completes.
private final class LastElement<Element>: @unchecked Sendable {
  var value: Element?
}
