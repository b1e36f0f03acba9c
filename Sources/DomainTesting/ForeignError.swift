/// An error that is not an `APIError`: what a repository written by an importer might throw,
/// and what code that casts `as? APIError` and ignores the rest would silently drop. Feed it to
/// a use case to check that it still reaches an output.
public struct ForeignError: Error, Equatable, Sendable {
  /// What went wrong, for the test's messages.
  public let reason: String

  /// An error with `reason`.
  public init(reason: String) {
    self.reason = reason
  }
}
