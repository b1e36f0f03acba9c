import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@Test func test_whenNothingHappened_thenStateOutputsStartEmptyAndIdle() {
  // given
  let harness = LobbyHarness()
  // when
  harness.scheduler.start()
  // then
  #expect(harness.players.events == [.next(0, [])])
  #expect(harness.isLoading.events == [.next(0, false)])
  #expect(harness.eventCount == 2)
}

@Test func test_whenPlayersAreAddedAndRemoved_thenPlayersStateFollows() {
  // given
  let harness = LobbyHarness()
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.alice) }
  harness.at(20) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(30) { harness.removePlayer.accept(Fixtures.alice.id) }
  harness.at(40) { harness.removePlayer.accept(99) }
  harness.scheduler.start()
  // then
  #expect(
    harness.players.events == [
      .next(0, []), .next(10, [Fixtures.alice]), .next(20, [Fixtures.alice, Fixtures.bob]),
      .next(30, [Fixtures.bob]),  // removing an id not in the lobby changes nothing
    ])
}

@Test func test_whenALateViewSubscribes_thenPlayersReplayButEventsDoNot() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 5, outcome: .user(Fixtures.carol)) }
  let latePlayers = harness.scheduler.createObserver([User].self)
  let lateLoaded = harness.scheduler.createObserver(User.self)
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.alice) }
  harness.at(20) { harness.loadUser.accept(3) }
  harness.at(50) {
    harness.output.players.drive(onNext: latePlayers.onNext).disposed(by: harness.bag)
    harness.output.loadedUser.emit(onNext: lateLoaded.onNext).disposed(by: harness.bag)
  }
  harness.scheduler.start()
  // then
  #expect(latePlayers.events == [.next(50, [Fixtures.alice])])
  #expect(lateLoaded.events.isEmpty)
  #expect(harness.loadedUser.events == [.next(25, Fixtures.carol)])
}

@Test func test_whenAUserIsLoaded_thenLoadedUserFiresAndTheUseCaseLoadingStateIsForwarded() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 30, outcome: .user(Fixtures.bob)) }
  // when
  harness.at(100) { harness.loadUser.accept(2) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [.getUserInfo(2)])
  #expect(harness.loadedUser.events == [.next(130, Fixtures.bob)])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(130, false)])
}

@Test(arguments: Fixtures.everyAPIError)
func test_whenTheUseCaseEmitsANetworkError_thenItIsForwardedOnceAsVoidAndOnceTyped(
  error: APIError
) {
  // given: the use case emits `error` on its networkError relay, whatever the case (the
  // routing to relays is the use case's job; the ViewModel must forward, not re-route)
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 10, outcome: .networkError(error)) }
  // when
  harness.at(100) { harness.loadUser.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.map(\.time) == [110])
  #expect(harness.networkErrorDetail.events == [.next(110, error)])
  #expect(harness.duplicatedUserIds.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
}

@Test func test_whenARequestEndsWithoutEmitting_thenNoErrorOutputFiresAndLoadingIsForwarded() {
  // given: what the use case does for a cancellation: nothing on any relay
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 10, outcome: .silentFailure) }
  // when
  harness.at(100) { harness.loadUser.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.isEmpty && harness.networkErrorDetail.events.isEmpty)
  #expect(harness.duplicatedUserIds.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
}

@Test func test_whenTheSameErrorHappensTwice_thenNetworkErrorFiresTwice() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in
    .init(delay: 10, outcome: .networkError(.server(HTTPFailure(status: 500))))
  }
  // when
  harness.at(100) { harness.loadUser.accept(1) }
  harness.at(200) { harness.loadUser.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.map(\.time) == [110, 210])
  #expect(
    harness.networkErrorDetail.events == [
      .next(110, .server(HTTPFailure(status: 500))), .next(210, .server(HTTPFailure(status: 500))),
    ])
}

@Test func test_whenTheUseCaseEmitsDuplicatedIds_thenTheyAreForwardedAndNoGenericErrorFires() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in .init(delay: 10, outcome: .duplicatedUserIds([2])) }
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(20) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(30) { harness.startMatch.accept(()) }
  harness.at(60) { harness.startMatch.accept(()) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [.startMatch([2, 2]), .startMatch([2, 2])])
  #expect(harness.duplicatedUserIds.events == [.next(40, [2]), .next(70, [2])])
  #expect(harness.networkError.events.isEmpty)
  #expect(harness.players.elements.last == [Fixtures.bob, Fixtures.bob])
}

@Test func test_whenAMatchStarts_thenMatchStartedFiresAndTheLobbyEmpties() {
  // given
  let harness = LobbyHarness()
  let match = Match(id: 7, userIds: [1, 2])
  harness.useCase.answer { _ in .init(delay: 20, outcome: .match(match)) }
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.alice) }
  harness.at(11) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(50) { harness.startMatch.accept(()) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [.startMatch([1, 2])])
  #expect(harness.matchStarted.events == [.next(70, match)])
  #expect(harness.players.events.last == .next(70, []))
}

@Test func test_whenAMatchIsEnded_thenMatchEndedFiresAndTheLobbyIsUntouched() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { call in
    .init(delay: 20, outcome: call == .endMatch(4) ? .ended(4) : .hang)
  }
  // when
  harness.at(10) { harness.addPlayer.accept(Fixtures.alice) }
  harness.at(100) { harness.endMatch.accept(4) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [.endMatch(4)])
  #expect(harness.matchEnded.events == [.next(120, 4)])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
  #expect(harness.players.events == [.next(0, []), .next(10, [Fixtures.alice])])
  #expect(harness.networkError.events.isEmpty && harness.matchStarted.events.isEmpty)
}

@Test func test_whenEndingAMatchEmitsNotFound_thenItIsForwardedOnceInBothShapes() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in
    .init(delay: 10, outcome: .networkError(.notFound(HTTPFailure(status: 404))))
  }
  // when
  harness.at(100) { harness.endMatch.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.map(\.time) == [110])
  #expect(harness.networkErrorDetail.events == [.next(110, .notFound(HTTPFailure(status: 404)))])
  #expect(harness.matchEnded.events.isEmpty)
  #expect(harness.duplicatedUserIds.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
}

@Test func test_whenEndingAMatchFailed_thenTheEndMatchInputStillWorks() {
  // given: match 1 is unknown, match 2 ends
  let harness = LobbyHarness()
  harness.useCase.answer { call in
    call == .endMatch(1)
      ? .init(delay: 10, outcome: .networkError(.notFound(HTTPFailure(status: 404))))
      : .init(delay: 10, outcome: .ended(2))
  }
  // when
  harness.at(100) { harness.endMatch.accept(1) }
  harness.at(200) { harness.endMatch.accept(2) }
  harness.at(300) { harness.endMatch.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.useCase.calls == [.endMatch(1), .endMatch(2), .endMatch(1)])
  #expect(
    harness.networkErrorDetail.events == [
      .next(110, .notFound(HTTPFailure(status: 404))),
      .next(310, .notFound(HTTPFailure(status: 404))),
    ])
  #expect(harness.networkError.events.map(\.time) == [110, 310])
  #expect(harness.matchEnded.events == [.next(210, 2)])
}

@Test func test_whenARequestFailed_thenEveryInputStillWorks() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { call in
    switch call {
    case .getUserInfo(1): .init(delay: 5, outcome: .networkError(.transport(.cannotConnect)))
    case .getUserInfo: .init(delay: 5, outcome: .user(Fixtures.bob))
    case .startMatch: .init(delay: 5, outcome: .match(Match(id: 1, userIds: [2, 3])))
    case .endMatch(let id): .init(delay: 5, outcome: .ended(id))
    }
  }
  // when
  harness.at(10) { harness.loadUser.accept(1) }
  harness.at(20) { harness.loadUser.accept(2) }
  harness.at(30) { harness.addPlayer.accept(Fixtures.bob) }
  harness.at(31) { harness.addPlayer.accept(Fixtures.carol) }
  harness.at(40) { harness.startMatch.accept(()) }
  harness.at(50) { harness.endMatch.accept(1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.map(\.time) == [15])
  #expect(harness.loadedUser.events == [.next(25, Fixtures.bob)])
  #expect(harness.matchStarted.elements == [Match(id: 1, userIds: [2, 3])])
  #expect(harness.matchEnded.events == [.next(55, 1)])
}

@Test func test_whenTheViewDisposesItsBag_thenNoLobbyOutputFiresAfterwards() {
  // given
  let harness = LobbyHarness()
  harness.useCase.answer { _ in
    .init(delay: 10, outcome: .networkError(.notFound(HTTPFailure(status: 404))))
  }
  // when
  harness.at(100) { harness.loadUser.accept(1) }
  harness.at(105) { harness.bag.dispose() }
  harness.at(120) { harness.addPlayer.accept(Fixtures.alice) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events.isEmpty && harness.networkErrorDetail.events.isEmpty)
  #expect(harness.players.events == [.next(0, [])])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true)])
}

@Test func test_whenUsedThroughItsProtocol_thenTheViewNeedsNoConcreteType() {
  // given
  let scheduler = TestScheduler()
  let viewModel: any LobbyViewModelType = LobbyViewModel(
    useCase: MockMatchmakingUseCase(scheduler: scheduler))
  let add = PublishRelay<User>()
  let input = LobbyViewModel.Input(
    loadUser: .never(), addPlayer: add.asObservable(), removePlayer: .never(),
    startMatch: .never())
  // when
  let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
  let players = scheduler.createObserver([User].self)
  let subscription = output.players.drive(onNext: players.onNext)
  scheduler.scheduleAt(5) { add.accept(Fixtures.carol) }
  scheduler.start()
  subscription.dispose()
  // then
  #expect(players.events == [.next(0, []), .next(5, [Fixtures.carol])])
}
