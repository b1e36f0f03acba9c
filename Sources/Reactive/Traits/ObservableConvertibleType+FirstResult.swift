extension ObservableConvertibleType {
  /// What `asMaybe()` and `asSingle()` share: subscribes and passes the first outcome to
  /// `completion`: `.success(element)` for the first element (the subscription is then
  /// disposed), `.success(nil)` for a completion without one, `.failure` for an error. Meant for
  /// a trait's `create`, which keeps only the first call of `completion` and owns the returned
  /// disposable.
  ///
  /// Threading: `completion` runs on the thread the sequence emits on. Errors: the sequence's,
  /// passed on as `.failure`.
  @inlinable
  func subscribeFirstResult(
    _ completion: @escaping @Sendable (Result<Element?, any Error>) -> Void
  ) -> any Disposable {
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      asObservable().subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element):
            completion(.success(element))
            subscription.dispose()
          case .error(let error):
            completion(.failure(error))
          case .completed:
            completion(.success(nil))
          }
        }))
    return subscription
  }
}
