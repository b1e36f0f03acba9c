import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

@Test func test_whenLoginSucceeds_thenSessionIsStoredBeforeTheResultArrives() {
  // given
  let scheduler = TestScheduler()
  let auth = MockAuthRepository()
  let store = SpySessionStore()
  auth.login.answer { _ in scheduler.single(after: 10, .success(Fixtures.session)) }
  let useCase = DefaultLoginUseCase(authRepository: auth, sessionStore: store)
  let storedWhenDelivered = scheduler.createObserver(Session?.self)
  // when
  let observer = scheduler.start {
    useCase.login(nickname: "alice", password: "secret").asObservable()
      .do(onNext: { _ in storedWhenDelivered.onNext(store.session) })
  }
  // then
  #expect(auth.login.calls == [.init(nickname: "alice", password: "secret")])
  #expect(observer.events == [.next(210, Fixtures.session), .completed(210)])
  #expect(storedWhenDelivered.elements == [Fixtures.session])
  #expect(useCase.currentSession == Fixtures.session)
}

/// Regression: a wrong password used to sign out the player already signed in (the Domain
/// cleared the session on every 401). Bad credentials say nothing about the stored token.
@Test func test_whenLoginFailsWith401_thenTheCurrentSessionIsKept() {
  // given
  let scheduler = TestScheduler()
  let auth = MockAuthRepository()
  let store = SpySessionStore(session: Fixtures.session)
  auth.login.answer { _ in
    scheduler.single(after: 10, .failure(APIError.unauthorized(HTTPFailure(status: 401))))
  }
  let useCase = DefaultLoginUseCase(authRepository: auth, sessionStore: store)
  // when
  let observer = scheduler.start {
    useCase.login(nickname: "alice", password: "wrong").asObservable()
  }
  // then
  #expect(observer.events == [.error(210, APIError.unauthorized(HTTPFailure(status: 401)))])
  #expect(useCase.currentSession == Fixtures.session)
  #expect(store.saveCount == 0 && store.clearCount == 0)
}

@Test func test_whenLoginFailsOtherwise_thenNothingIsStoredAndTheErrorIsTyped() {
  // given
  let scheduler = TestScheduler()
  let auth = MockAuthRepository()
  let store = SpySessionStore()
  auth.login.answer { _ in scheduler.single(after: 10, failingWith: ForeignError(reason: "reset")) }
  let useCase = DefaultLoginUseCase(authRepository: auth, sessionStore: store)
  // when
  let observer = scheduler.start { useCase.login(nickname: "a", password: "b").asObservable() }
  // then
  let expected = APIError.transport(.other(String(describing: ForeignError(reason: "reset"))))
  #expect(observer.events == [.error(210, expected)])
  #expect(store.saveCount == 0 && store.clearCount == 0)
}

@Test func test_whenLoggingOut_thenSessionIsCleared() {
  // given
  let store = SpySessionStore(session: Fixtures.session)
  let useCase = DefaultLoginUseCase(authRepository: MockAuthRepository(), sessionStore: store)
  // when
  useCase.logout()
  // then
  #expect(useCase.currentSession == nil)
  #expect(store.clearCount == 1)
}
