import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// Every sample screen's `state` and its one-shot events come from one serialized source: the
/// state that ends a request is delivered before that request's event, so a view that renders
/// changes as they come never shows an alert for a screen that still says "loading".

/// What a screen delivered, in the order it was delivered.
private final class DeliveryLog: Sendable {
  private let lines = Locked<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

@Test func test_whenAPlayerLoadFails_thenTheStateCarriesTheErrorBeforeTheAlertFires() {
  // given: a stored copy, and a server that fails with a 503
  let scheduler = TestScheduler()
  let useCase = MockPlayerProfileUseCase { _ in
    scheduler.single(after: 5, .failure(.server(HTTPFailure(status: 503))))
  }
  useCase.storedCopy { _ in Fixtures.carol }
  let load = PublishRelay<Void>()
  let viewModel = PlayerViewModel(userId: 3, useCase: useCase)
  let output = SharingScheduler.mock(scheduler) {
    viewModel.transform(input: .init(load: load.asObservable()))
  }
  let log = DeliveryLog()
  let bag = DisposeBag()
  output.state.drive(onNext: { state in
    log.append(
      "state \(state.value?.source.rawValue ?? "-") loading:\(state.isLoading) "
        + "error:\(state.lastError != nil)")
  }).disposed(by: bag)
  output.networkError.emit(onNext: { log.append("alert \($0.kind.rawValue)") })
    .disposed(by: bag)
  // when
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.start()
  // then: loading, the copy while loading, the failure in the state, then its alert
  #expect(
    log.all == [
      "state - loading:false error:false", "state - loading:true error:false",
      "state cache loading:true error:false", "state cache loading:false error:true",
      "alert server",
    ])
}

@Test func test_whenAMatchStarts_thenTheStateEndsLoadingAndEmptiesTheLobbyBeforeMatchStarted() {
  // given: two players in the lobby; the server starts the match after 10
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 10, outcome: .match(Match(id: 7, userIds: [1, 2]))) }
  let log = DeliveryLog()
  harness.output.state.drive(onNext: { state in
    log.append("state players:\(state.players.count) loading:\(state.isLoading)")
  }).disposed(by: harness.bag)
  harness.output.matchStarted.emit(onNext: { log.append("matchStarted \($0.id)") })
    .disposed(by: harness.bag)
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.alice) }
  harness.at(20) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(30) { harness.startMatch.accept(()) }
  harness.scheduler.start()
  // then
  #expect(
    log.all == [
      "state players:0 loading:false", "state players:1 loading:false",
      "state players:2 loading:false", "state players:2 loading:true",
      "state players:2 loading:false", "state players:0 loading:false",
      "matchStarted \(7)",
    ])
}

@Test func test_whenAReLoginFailsWithAServerError_thenTheStateCarriesTheErrorBeforeTheAlert() {
  // given: a session is stored, and the re-login fails with a 500
  let harness = LoginHarness(session: Fixtures.session)
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
  }
  let log = DeliveryLog()
  let (states, alerts) = SharingScheduler.mock(harness.scheduler) {
    (harness.reactor!.state, harness.tracking.error)
  }
  states.drive(onNext: { log.append("state loading:\($0.isLoading) error:\($0.lastError != nil)") })
    .disposed(by: harness.bag)
  alerts.emit(onNext: { log.append("alert \($0.kind.rawValue)") }).disposed(by: harness.bag)
  // when
  harness.send(.login(nickname: "alice", password: "secret"), at: 100)
  harness.scheduler.start()
  // then: the state that ends the login holds the failure; the alert comes after it
  #expect(
    log.all == [
      "state loading:false error:false", "state loading:true error:false",
      "state loading:false error:true", "alert server",
    ])
  #expect(
    harness.state.elements.last
      == LoginReactor.State(
        session: .loaded(Fixtures.session), lastError: .server(HTTPFailure(status: 500))))
}

@Test func test_whenTheNextLoginStarts_thenTheLastErrorIsCleared() {
  // given: a failed login
  let harness = LoginHarness(session: Fixtures.session)
  harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
    scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
  }
  harness.send(.login(nickname: "alice", password: "secret"), at: 100)
  // when: the next login succeeds
  harness.scheduler.scheduleAt(200) {
    harness.useCase.answer { [scheduler = harness.scheduler] _, _ in
      scheduler.single(after: 10, .success(Fixtures.session))
    }
  }
  harness.send(.login(nickname: "alice", password: "secret"), at: 300)
  harness.scheduler.start()
  // then
  #expect(harness.state.elements.map(\.lastError).suffix(2) == [nil, nil])
  #expect(harness.state.elements.last?.session == .loaded(Fixtures.session))
}
