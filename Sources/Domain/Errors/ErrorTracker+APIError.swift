import CleanReactive

extension ErrorTracker where Failure == APIError {
  /// A tracker for the domain's errors: anything is classified with `APIError(classifying:)`
  /// and cancellations are ignored.
  public convenience init() {
    self.init { error in
      let failure = APIError(classifying: error)
      return failure.isCancellation ? nil : failure
    }
  }
}
