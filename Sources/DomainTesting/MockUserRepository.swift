import CleanDomain
import CleanReactive

/// A `UserRepository` whose answers the test scripts: `user` answers `user(id:)`, `search`
/// answers `searchUsers(query:page:size:)`; each records its calls. Thread-safe.
public final class MockUserRepository: UserRepository {
  /// Scripts and records `user(id:)`.
  public let user = Stub<Int, User>()
  /// Scripts and records `searchUsers(query:page:size:)`.
  public let search = Stub<SearchArguments, Page<User>>()

  /// The arguments of one `searchUsers` call.
  public struct SearchArguments: Equatable, Sendable {
    /// The query asked for.
    public let query: String
    /// The zero-based page asked for.
    public let page: Int
    /// The page size asked for.
    public let size: Int

    /// The arguments of a call.
    public init(query: String, page: Int, size: Int) {
      self.query = query
      self.page = page
      self.size = size
    }
  }

  /// A repository whose requests never answer until scripted.
  public init() {}

  /// Records the call and returns the scripted answer.
  public func user(id: Int) -> Single<User> { user(id) }

  /// Records the call and returns the scripted answer.
  public func searchUsers(query: String, page: Int, size: Int) -> Single<Page<User>> {
    search(SearchArguments(query: query, page: page, size: size))
  }
}
