import CleanReactive

/// A `CachedUserRepository` with no cache: every read is the server's answer alone (source
/// `.network`). What a use case built over a plain `UserRepository` reads through.
///
/// Threading and errors: those of the wrapped repository.
struct NetworkOnlyUserRepository: CachedUserRepository {
  let network: any UserRepository

  func user(id: Int) -> Observable<Sourced<User>> {
    network.user(id: id).asObservable().map { Sourced(value: $0, source: .network) }
  }

  func searchUsers(query: String, page: Int, size: Int) -> Observable<Sourced<Page<User>>> {
    network.searchUsers(query: query, page: page, size: size).asObservable()
      .map { Sourced(value: $0, source: .network) }
  }
}
