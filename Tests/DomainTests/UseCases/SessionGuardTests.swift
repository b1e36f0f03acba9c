import Domain
import Testing

@Test func test_whenRequestFailsWith401_thenSessionIsClearedAndTheErrorPassesOn() {
  // given
  let scheduler = TestScheduler()
  let store = SpySessionStore(session: Fixtures.session)
  let request: Single<User> = scheduler.single(after: 10, .failure(APIError.unauthorized))
  // when
  let observer = scheduler.start { request.guardingSession(store).asObservable() }
  // then
  #expect(observer.events == [.error(210, APIError.unauthorized)])
  #expect(store.session == nil)
  #expect(store.clearCount == 1)
}

@Test func test_whenRequestFailsWithAnyOtherError_thenSessionIsKept() {
  for error in Fixtures.everyAPIError where error != .unauthorized {
    // given
    let scheduler = TestScheduler()
    let store = SpySessionStore(session: Fixtures.session)
    let request: Single<User> = scheduler.single(after: 10, .failure(error))
    // when
    let observer = scheduler.start { request.guardingSession(store).asObservable() }
    // then
    #expect(observer.events == [.error(210, error)], "\(error)")
    #expect(store.clearCount == 0, "\(error)")
  }
}

@Test func test_whenRequestFailsWithAForeignError_thenItIsClassifiedIntoAPIError() {
  // given
  let scheduler = TestScheduler()
  let store = SpySessionStore()
  let foreign = ForeignError(reason: "socket closed")
  let request: Single<User> = scheduler.single(after: 5, .failure(foreign))
  // when
  let observer = scheduler.start { request.guardingSession(store).asObservable() }
  // then
  #expect(observer.events == [.error(205, APIError.transport(.other(String(describing: foreign))))])
}

@Test func test_whenRequestSucceeds_thenValuePassesAndSessionIsKept() {
  // given
  let scheduler = TestScheduler()
  let store = SpySessionStore(session: Fixtures.session)
  let request: Single<User> = scheduler.single(after: 5, .success(Fixtures.bob))
  // when
  let observer = scheduler.start { request.guardingSession(store).asObservable() }
  // then
  #expect(observer.events == [.next(205, Fixtures.bob), .completed(205)])
  #expect(store.clearCount == 0)
}
