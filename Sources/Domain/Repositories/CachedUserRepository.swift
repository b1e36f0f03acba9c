import CleanReactive

/// Looks players up, cache then network: each read emits a stored copy at once when there is
/// one (source `.cache`), then the server's answer (source `.network`). Implemented by the
/// Data layer (`CachingUserRepository`); a use case that reads it does not know where a value
/// came from beyond its ``ValueSource``.
///
/// Error contract: each sequence fails only with an `APIError`, after any cached copy; it
/// emits at most two values. Threading: results arrive on any thread.
public protocol CachedUserRepository: Sendable {
  /// The player with `id`: the stored copy, then the server's answer.
  func user(id: Int) -> Observable<Sourced<User>>
  /// One page of the search for `query`: the stored copy, then the server's answer.
  func searchUsers(query: String, page: Int, size: Int) -> Observable<Sourced<Page<User>>>
}
