/// What opening a store gives: a store to use, always, and the warnings to show.
///
/// When ``warnings`` holds `.newerSchema` or `.unavailable`, ``store`` is in memory: the run
/// works as usual and keeps nothing.
///
/// Threading: an immutable `Sendable` value.
public struct StoreOpening: Sendable {
  /// The store to use: on the file, or in memory when the file cannot be used.
  public let store: LocalStore
  /// What went wrong with the file, in order; empty when it opened as it should.
  public let warnings: [StoreWarning]

  /// An opening that gives `store` and reports `warnings`.
  public init(store: LocalStore, warnings: [StoreWarning]) {
    self.store = store
    self.warnings = warnings
  }
}
