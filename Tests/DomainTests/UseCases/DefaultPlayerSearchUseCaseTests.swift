import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

@Test func test_whenSearching_thenRepositoryGetsQueryPageAndPageSize() {
  // given
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  let page = Page<User>(items: [Fixtures.alice], page: 2, hasNext: false)
  users.search.answer { _ in scheduler.single(after: 10, .success(page)) }
  let useCase = DefaultPlayerSearchUseCase(
    userRepository: users, pageSize: 5)
  // when
  let observer = scheduler.start {
    useCase.search(PlayerSearchRequest(query: "al", page: 2)).observable
  }
  // then
  #expect(users.search.calls == [.init(query: "al", page: 2, size: 5)])
  #expect(observer.events == [.next(210, Sourced(value: page, source: .network)), .completed(210)])
}

@Test func test_whenPageSizeIsOutOfRange_thenItIsClampedToTheServersRange() {
  // given
  let users = MockUserRepository()
  // when
  let tiny = DefaultPlayerSearchUseCase(
    userRepository: users, pageSize: 0)
  let huge = DefaultPlayerSearchUseCase(
    userRepository: users, pageSize: 1_000)
  // then
  #expect(tiny.pageSize == 1)
  #expect(huge.pageSize == 100)
}

@Test
func test_whenSearchFailsWithTransport_thenTheErrorStaysTransportNotDecoding_regression() {
  // given: a mapError after decoding turns every failure into "decode error"
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  users.search.answer { _ in
    scheduler.single(after: 10, .failure(APIError.transport(.timedOut(.outcomeUnknown))))
  }
  let useCase = DefaultPlayerSearchUseCase(userRepository: users)
  // when
  let observer = scheduler.start { useCase.search(PlayerSearchRequest(query: "a")).observable }
  // then
  #expect(
    observer.events == [
      .error(210, RequestFailure<Never>.network(.transport(.timedOut(.outcomeUnknown))))
    ])
}

/// Clearing the session on a 401 is the Data layer's job (InMemorySessionStoreTests).
@Test func test_whenSearchFailsWith401_thenTheTypedErrorPassesOn() {
  // given
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  users.search.answer { _ in
    scheduler.single(after: 10, .failure(APIError.unauthorized(HTTPFailure(status: 401))))
  }
  let useCase = DefaultPlayerSearchUseCase(userRepository: users)
  // when
  let observer = scheduler.start { useCase.search(PlayerSearchRequest(query: "a")).observable }
  // then
  #expect(
    observer.events == [
      .error(210, RequestFailure<Never>.network(.unauthorized(HTTPFailure(status: 401))))
    ])
}
