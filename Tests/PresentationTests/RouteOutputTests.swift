import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let unauthorized = APIError.unauthorized(HTTPFailure(status: 401, message: "expired"))
private let serverError = APIError.server(HTTPFailure(status: 500))
private let newSession = Session(token: "token-2", user: Fixtures.alice)

@Test func test_whenALoginSucceeds_thenSignedInFiresOnceWithTheNewSession() {
  // given
  let harness = LoginHarness()
  let signedIn = harness.scheduler.createObserver(Session.self)
  let scheduler = harness.scheduler
  harness.useCase.answer { _, _ in scheduler.single(after: 10, .success(newSession)) }
  SharingScheduler.mock(scheduler) { harness.reactor?.signedIn }?
    .emit(onNext: signedIn.onNext).disposed(by: harness.bag)
  // when
  harness.send(.login(nickname: "alice", password: "secret"), at: 100)
  scheduler.start()
  // then
  #expect(signedIn.events == [.next(110, newSession)])
}

@Test func test_whenAReloginFailsAndTheOldSessionComesBack_thenSignedInDoesNotFire() {
  // given: signed in already; the re-login fails with a 500, which puts the old session back
  let harness = LoginHarness(session: Fixtures.session)
  let signedIn = harness.scheduler.createObserver(Session.self)
  let scheduler = harness.scheduler
  harness.useCase.answer { _, _ in scheduler.single(after: 10, .failure(serverError)) }
  SharingScheduler.mock(scheduler) { harness.reactor?.signedIn }?
    .emit(onNext: signedIn.onNext).disposed(by: harness.bag)
  // when
  harness.send(.login(nickname: "alice", password: "secret"), at: 100)
  scheduler.start()
  // then: the old session is shown again, but nobody signed in
  #expect(harness.sessions.last == .loaded(Fixtures.session))
  #expect(harness.error.events == [.next(110, serverError)])
  #expect(signedIn.events.isEmpty)
}

@Test func test_whenAPlayerLoadFailsWith401_thenOneAlertAndOneSessionLostRoute() {
  // given
  let scheduler = TestScheduler()
  let useCase = MockPlayerProfileUseCase { _ in scheduler.single(after: 5, .success(Fixtures.carol))
  }
  let load = PublishRelay<Void>()
  let viewModel = PlayerViewModel(userId: 3, useCase: useCase)
  let output = SharingScheduler.mock(scheduler) {
    viewModel.transform(input: .init(load: load.asObservable()))
  }
  let user = scheduler.createObserver(User.self)
  let alerts = scheduler.createObserver(APIError.self)
  let lost = scheduler.createObserver(Bool.self)
  let bag = DisposeBag()
  output.user.drive(onNext: { user.onNext($0.value) }).disposed(by: bag)
  output.networkError.emit(onNext: alerts.onNext).disposed(by: bag)
  output.sessionLost.emit(onNext: { lost.onNext(true) }).disposed(by: bag)
  // when: the first load succeeds; then the use case answers 401
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.scheduleAt(20) {
    useCase.answer { _ in scheduler.single(after: 5, .failure(unauthorized)) }
    load.accept(())
  }
  scheduler.start()
  // then: the profile stays, one alert, one route
  #expect(useCase.calls == [3, 3])
  #expect(user.events == [.next(15, Fixtures.carol)])
  #expect(alerts.events == [.next(25, unauthorized)])
  #expect(lost.events == [.next(25, true)])
}

@Test func test_whenASearchFailsForAnotherReason_thenNoSessionLostRoute() {
  // given
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { _ in scheduler.single(after: 10, .failure(serverError)) }
  let lost = scheduler.createObserver(Bool.self)
  harness.output.sessionLost.emit(onNext: { lost.onNext(true) }).disposed(by: harness.bag)
  // when
  harness.searchFor("al", at: 100)
  scheduler.start()
  // then
  #expect(harness.searchError.events == [.next(110, serverError)])
  #expect(lost.events.isEmpty)
}
