import CleanData
import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// `CachingUserRepository`: the stored copy at once, then the network's answer (which replaces
/// the copy); a failure after the copy; in virtual time, with a fake cache and a stub network.
@Suite struct CachingUserRepositoryTests {
  private let alice = User(id: 1, nickname: "alice", rating: 1500)
  private let renamed = User(id: 1, nickname: "alice2", rating: 1510)

  @Test func test_whenACopyIsCached_thenItComesAtOnceThenTheNetworksAnswerWhichIsStored() {
    // given: a copy of user 1, and a network that answers in 30 ticks
    let scheduler = TestScheduler()
    let network = MockUserRepository()
    let renamed = renamed
    network.user.answer { _ in scheduler.single(after: 30, .success(renamed)) }
    let users = FakeEntityCache<Int, User>([1: alice])
    let repository = CachingUserRepository(
      network: network, users: users, searches: FakeEntityCache())
    // when
    let observer = scheduler.start { repository.user(id: 1) }
    // then
    #expect(
      observer.events == [
        .next(200, Sourced(value: alice, source: .cache)),
        .next(230, Sourced(value: renamed, source: .network)),
        .completed(230),
      ])
    #expect(users.value(for: 1) == renamed)
    #expect(users.writes == [1])
  }

  @Test func test_whenNothingIsCached_thenOnlyTheNetworksAnswerComes() {
    // given
    let scheduler = TestScheduler()
    let network = MockUserRepository()
    let page = Page(items: [alice], page: 0, hasNext: false)
    network.search.answer { _ in scheduler.single(after: 10, .success(page)) }
    let searches = FakeEntityCache<UserSearchKey, Page<User>>()
    let repository = CachingUserRepository(
      network: network, users: FakeEntityCache(), searches: searches)
    // when
    let observer = scheduler.start { repository.searchUsers(query: "al", page: 0, size: 5) }
    // then
    #expect(
      observer.events == [.next(210, Sourced(value: page, source: .network)), .completed(210)])
    #expect(searches.writes == [UserSearchKey(query: "al", page: 0, size: 5)])
  }

  @Test func test_whenTheNetworkFailsAfterACopy_thenTheCopyStaysAndTheFailureComesOnce() {
    // given
    let scheduler = TestScheduler()
    let network = MockUserRepository()
    network.user.answer { _ in
      scheduler.single(after: 20, .failure(.transport(.timedOut(.outcomeUnknown))))
    }
    let users = FakeEntityCache<Int, User>([1: alice])
    let repository = CachingUserRepository(
      network: network, users: users, searches: FakeEntityCache())
    // when
    let observer = scheduler.start { repository.user(id: 1) }
    // then: the copy, then one error; the copy is still in the cache
    #expect(
      observer.events == [
        .next(200, Sourced(value: alice, source: .cache)),
        .error(220, APIError.transport(.timedOut(.outcomeUnknown))),
      ])
    #expect(users.value(for: 1) == alice)
    #expect(users.writes.isEmpty)
  }

  @Test func test_whenAnotherPageIsAsked_thenItsOwnCopyIsRead() {
    // given: page 0 cached, page 1 not
    let scheduler = TestScheduler()
    let network = MockUserRepository()
    let second = Page(items: [renamed], page: 1, hasNext: false)
    network.search.answer { _ in scheduler.single(after: 5, .success(second)) }
    let first = Page(items: [alice], page: 0, hasNext: true)
    let searches = FakeEntityCache([UserSearchKey(query: "al", page: 0, size: 5): first])
    let repository = CachingUserRepository(
      network: network, users: FakeEntityCache(), searches: searches)
    // when
    let observer = scheduler.start { repository.searchUsers(query: "al", page: 1, size: 5) }
    // then
    #expect(
      observer.events == [.next(205, Sourced(value: second, source: .network)), .completed(205)])
    #expect(network.search.calls == [.init(query: "al", page: 1, size: 5)])
  }
}
