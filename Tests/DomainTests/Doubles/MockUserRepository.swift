import CleanDomain
import CleanReactive

/// A `UserRepository` whose answers the test scripts.
final class MockUserRepository: UserRepository {
  let user = Stub<Int, User>()
  let search = Stub<SearchArguments, UserPage>()

  struct SearchArguments: Equatable {
    let query: String
    let page: Int
    let size: Int
  }

  func user(id: Int) -> Single<User> { user(id) }

  func searchUsers(query: String, page: Int, size: Int) -> Single<UserPage> {
    search(SearchArguments(query: query, page: page, size: size))
  }
}
