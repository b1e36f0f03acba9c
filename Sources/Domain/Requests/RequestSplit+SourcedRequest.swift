import CleanReactive

extension RequestSplit {
  /// `read`, a typed cache-then-network read, as a sequence that never fails, exactly as
  /// `perform(_:)` does with an `Observable` of `Sourced` values (each stored copy at once, the
  /// server's answer once `isLoading` went down, a failure routed once); `read`'s error type
  /// must be this split's, so a split of another type does not compile.
  public func perform<Value>(
    _ read: SourcedRequest<Value, DomainError>
  ) -> Infallible<Sourced<Value>> {
    perform(read.observable)
  }
}
