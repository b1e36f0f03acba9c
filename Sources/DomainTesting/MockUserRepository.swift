import CleanDomain
import CleanReactive

/// A `UserRepository` whose answers the test scripts: `user` answers `user(id:)`, `search`
/// answers `searchUsers(query:page:size:)`; each records its calls. Thread-safe.
public final class MockUserRepository: UserRepository {
  public let user = Stub<Int, User>()
  public let search = Stub<SearchArguments, UserPage>()

  /// The arguments of one `searchUsers` call.
  public struct SearchArguments: Equatable, Sendable {
    public let query: String
    public let page: Int
    public let size: Int

    public init(query: String, page: Int, size: Int) {
      self.query = query
      self.page = page
      self.size = size
    }
  }

  public init() {}

  public func user(id: Int) -> Single<User> { user(id) }

  public func searchUsers(query: String, page: Int, size: Int) -> Single<UserPage> {
    search(SearchArguments(query: query, page: page, size: size))
  }
}
