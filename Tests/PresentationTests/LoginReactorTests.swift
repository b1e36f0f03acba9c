import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let login = LoginReactor.Action.login(nickname: "alice", password: "secret")

@Test func test_whenNoSessionIsStored_thenStateStartsIdle() {
  // given
  let harness = LoginHarness()
  // when
  harness.scheduler.start()
  // then
  #expect(harness.state.events == [.next(0, LoginReactor.State(session: .idle))])
  #expect(harness.isLoading.events == [.next(0, false)])
  #expect(harness.error.events.isEmpty)
}

@Test func test_whenASessionIsAlreadyStored_thenStateStartsLoaded() {
  // given
  let harness = LoginHarness(session: Fixtures.session)
  // when
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.loaded(Fixtures.session)])
  #expect(harness.state.elements.last?.userId == Fixtures.alice.id)
}

@Test func test_whenLoginSucceeds_thenStateGoesLoadingThenLoadedAndTheSpinnerFollows() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 30, .success(Fixtures.session))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == ["alice"])
  #expect(
    harness.state.events.map { Recorded(time: $0.time, value: $0.value.element?.session) } == [
      Recorded(time: 0, value: .idle), Recorded(time: 100, value: .loading),
      Recorded(time: 130, value: .loaded(Fixtures.session)),
    ])
  #expect(harness.state.elements.last?.userId == Fixtures.alice.id)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(130, false)])
  #expect(harness.error.events.isEmpty)
}

@Test func test_whenCredentialsAreWrong_thenTheFailureIsHandledInStateOnly() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.unauthorized(HTTPFailure(status: 401))))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.idle, .loading, .failed(.unauthorized(HTTPFailure(status: 401)))])
  #expect(harness.error.events.isEmpty)
  #expect(harness.isLoading.elements.last == false)
}

@Test(arguments: Fixtures.everyAPIError.filter { $0 != .unauthorized(HTTPFailure(status: 401)) })
func test_whenLoginFailsOtherwise_thenTheGlobalAlertFiresOnceAndStateReturnsToIdle(
  failure: APIError
) {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(failure))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.idle, .loading, .idle])
  #expect(harness.error.events == (failure.isCancellation ? [] : [.next(110, failure)]))
  #expect(harness.isLoading.elements.last == false)
}

@Test func test_whenAReLoginFailsWithAServerError_thenStateKeepsTheStoredSession() {
  // given: a session is stored, and the re-login fails with a 500
  let harness = LoginHarness(session: Fixtures.session)
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.start()
  // then: the screen shows the session the store (and every request's token) still holds
  #expect(harness.useCase.currentSession == Fixtures.session)
  #expect(harness.sessions == [.loaded(Fixtures.session), .loading, .loaded(Fixtures.session)])
  #expect(harness.error.events == [.next(110, .server(HTTPFailure(status: 500)))])
}

@Test func test_whenAReLoginIsCancelled_thenStateKeepsTheStoredSessionSilently() {
  // given: a session is stored, and the re-login is cancelled
  let harness = LoginHarness(session: Fixtures.session)
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.cancelled(.outcomeUnknown)))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.loaded(Fixtures.session), .loading, .loaded(Fixtures.session)])
  #expect(harness.error.events.isEmpty)
}

@Test func test_whenTwoDifferentErrorsAreCompared_thenTheyAreNotEqual_regression() {
  // given: an Async whose == compares only the case makes every error look the same
  let reactor = LoginReactor(useCase: MockLoginUseCase(), tracking: RequestTracking())
  let start = LoginReactor.State(session: .loading)
  // when
  let unauthorized = reactor.reduce(
    state: start, mutation: .setSession(.failed(.unauthorized(HTTPFailure(status: 401)))))
  let server = reactor.reduce(
    state: start, mutation: .setSession(.failed(.server(HTTPFailure(status: 500)))))
  // then
  #expect(unauthorized != server)
  #expect(
    Async<Session, APIError>.failed(.transport(.timedOut(.outcomeUnknown)))
      != .failed(.decoding("x")))
  #expect(
    unauthorized
      == reactor.reduce(
        state: start, mutation: .setSession(.failed(.unauthorized(HTTPFailure(status: 401))))))
}

@Test func test_whenWrongCredentialsAreSentTwice_thenTheFailureStateIsReachedTwice() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.unauthorized(HTTPFailure(status: 401))))
  }
  // when
  harness.send(login, at: 100)
  harness.send(login, at: 200)
  harness.scheduler.start()
  // then
  #expect(
    harness.sessions == [
      .idle, .loading, .failed(.unauthorized(HTTPFailure(status: 401))), .loading,
      .failed(.unauthorized(HTTPFailure(status: 401))),
    ])
}

@Test func test_whenLoginIsSentWhileOneIsInFlight_thenTheSecondIsIgnored() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 50, .success(Fixtures.session))
  }
  // when
  harness.send(login, at: 100)
  harness.send(.login(nickname: "bob", password: "x"), at: 110)
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == ["alice"])
  #expect(harness.sessions == [.idle, .loading, .loaded(Fixtures.session)])
}

@Test func test_whenLoggingOutDuringALogin_thenTheLoginIsCancelledAndStateIsIdle() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 50, .success(Fixtures.session))
  }
  // when
  harness.send(login, at: 100)
  harness.send(.logout, at: 120)
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.idle, .loading, .idle])
  #expect(harness.useCase.logoutCount == 1)
  #expect(harness.useCase.ledger.inFlight == 0)
  #expect(harness.useCase.ledger.delivered.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
}

@Test func test_whenAGenericFailureHappened_thenTheNextLoginStillWorks() {
  // given
  let harness = LoginHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { nickname, _ in
    nickname == "alice"
      ? scheduler.single(after: 10, .failure(.transport(.cannotConnect)))
      : scheduler.single(after: 10, .success(Fixtures.session))
  }
  // when
  harness.send(login, at: 100)
  harness.send(.login(nickname: "again", password: "secret"), at: 200)
  harness.scheduler.start()
  // then
  #expect(harness.error.elements == [.transport(.cannotConnect)])
  #expect(harness.sessions.last == .loaded(Fixtures.session))
}

@Test func test_whenTheViewDisposesItsBag_thenNoStateIsDeliveredAfterwards() {
  // given
  let harness = LoginHarness()
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 502))))
  }
  // when
  harness.send(login, at: 100)
  harness.scheduler.scheduleAt(105) { harness.bag.dispose() }
  harness.scheduler.start()
  // then
  #expect(harness.sessions == [.idle, .loading])
  #expect(harness.error.events.isEmpty)
}

@Test func test_whenTheReactorOwnerAndBagAreGone_thenReactorAndUseCaseDeallocate() {
  // given
  let scheduler = TestScheduler()
  weak var weakReactor: LoginReactor?
  weak var weakUseCase: MockLoginUseCase?
  do {
    let useCase = MockLoginUseCase()  // logins hang
    let reactor = LoginReactor(useCase: useCase, tracking: RequestTracking())
    weakReactor = reactor
    weakUseCase = useCase
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler) { reactor.state }.drive(onNext: { _ in }).disposed(by: bag)
    // when
    reactor.action.accept(login)
    scheduler.start()
  }
  // then
  #expect(weakReactor == nil)
  #expect(weakUseCase == nil)
}
