import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A `CachedUserRepository` whose reads the test gives, recording what was asked.
private final class ScriptedCachedUsers: CachedUserRepository, @unchecked Sendable {
  // written only before the scheduler starts, read on the scheduler's thread
  var users: (Int) -> Observable<Sourced<User>> = { _ in .never() }
  var pages: (UserSearchKey) -> Observable<Sourced<Page<User>>> = { _ in .never() }
  private(set) var searched: [UserSearchKey] = []

  func user(id: Int) -> Observable<Sourced<User>> { users(id) }

  func searchUsers(query: String, page: Int, size: Int) -> Observable<Sourced<Page<User>>> {
    let key = UserSearchKey(query: query, page: page, size: size)
    searched.append(key)
    return pages(key)
  }
}

@Test func test_whenTheProfileIsReadThroughACache_thenTheCopyAndTheAnswerPassUnchanged() {
  // given: a stored copy with the old rating, then the server's answer
  let scheduler = TestScheduler()
  let repository = ScriptedCachedUsers()
  let old = User(id: 3, nickname: "carol", rating: 900)
  repository.users = { _ in
    scheduler.createColdObservable([
      .next(0, Sourced(value: old, source: .cache)),
      .next(10, Sourced(value: Fixtures.carol, source: .network)), .completed(10),
    ]).asObservable()
  }
  let useCase = DefaultPlayerProfileUseCase(cachedUserRepository: repository)
  // when
  let observer = scheduler.start { useCase.player(id: 3) }
  // then
  #expect(
    observer.events == [
      .next(200, Sourced(value: old, source: .cache)),
      .next(210, Sourced(value: Fixtures.carol, source: .network)), .completed(210),
    ])
}

@Test func test_whenTheProfileIsReadWithoutACache_thenOnlyTheAnswerArrivesFromTheNetwork() {
  // given
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  users.user.answer { _ in scheduler.single(after: 10, .success(Fixtures.carol)) }
  let useCase = DefaultPlayerProfileUseCase(userRepository: users)
  // when
  let observer = scheduler.start { useCase.player(id: 3) }
  // then
  #expect(users.user.calls == [3])
  #expect(
    observer.events == [
      .next(210, Sourced(value: Fixtures.carol, source: .network)), .completed(210),
    ])
}

@Test func test_whenTheProfileReadFails_thenTheTypedErrorPassesOnAfterTheCopy() {
  // given
  let scheduler = TestScheduler()
  let repository = ScriptedCachedUsers()
  repository.users = { _ in
    scheduler.createColdObservable([
      .next(0, Sourced(value: Fixtures.carol, source: .cache)),
      .error(10, APIError.transport(.offline)),
    ]).asObservable()
  }
  let useCase = DefaultPlayerProfileUseCase(cachedUserRepository: repository)
  // when
  let observer = scheduler.start { useCase.player(id: 3) }
  // then
  #expect(
    observer.events == [
      .next(200, Sourced(value: Fixtures.carol, source: .cache)),
      .error(210, APIError.transport(.offline)),
    ])
}

@Test func test_whenSearchingThroughACache_thenTheKeyHasTheClampedPageSizeAndTheCopyComesFirst() {
  // given
  let scheduler = TestScheduler()
  let repository = ScriptedCachedUsers()
  let copy = Page(items: [Fixtures.alice], page: 1, hasNext: true)
  let fresh = Page(items: [Fixtures.alice, Fixtures.bob], page: 1, hasNext: false)
  repository.pages = { _ in
    scheduler.createColdObservable([
      .next(0, Sourced(value: copy, source: .cache)),
      .next(10, Sourced(value: fresh, source: .network)), .completed(10),
    ]).asObservable()
  }
  let useCase = DefaultPlayerSearchUseCase(cachedUserRepository: repository, pageSize: 500)
  // when
  let observer = scheduler.start {
    useCase.search(PlayerSearchRequest(query: "al", page: 1)).observable
  }
  // then
  #expect(repository.searched == [UserSearchKey(query: "al", page: 1, size: 100)])
  #expect(
    observer.events == [
      .next(200, Sourced(value: copy, source: .cache)),
      .next(210, Sourced(value: fresh, source: .network)), .completed(210),
    ])
}
