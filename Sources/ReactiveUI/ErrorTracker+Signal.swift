import CleanReactive

extension ErrorTracker {
  /// The errors as a signal on the main queue: each failure fires, even the same one twice.
  public func asSignal() -> Signal<Failure> { asObservable().asSignal(onErrorSignalWith: .empty()) }
}
