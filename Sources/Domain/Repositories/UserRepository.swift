import CleanReactive

/// Looks players up. Implemented by the Data layer (`DefaultUserRepository`).
///
/// Error contract: each single fails only with an `APIError`. Threading: results arrive on any
/// thread.
public protocol UserRepository: Sendable {
  /// The player with `id` (`.notFound` if there is none).
  func user(id: Int) -> Single<User>
  /// One page (zero-based `page`, `size` per page) of players whose nickname matches `query`.
  func searchUsers(query: String, page: Int, size: Int) -> Single<Page<User>>
}
