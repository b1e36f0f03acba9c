import CleanReactive

extension ActivityIndicator {
  /// The loading state as a driver on the main queue.
  public func asDriver() -> Driver<Bool> {
    asObservable().asDriver(onErrorJustReturn: false)
  }
}
