import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let unauthorized = APIError.unauthorized(HTTPFailure(status: 401, message: "expired"))
private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let page1 = Page<User>(items: [Fixtures.carol], page: 1, hasNext: false)

@MainActor
@Test func test_whenTheFlowStarts_thenItShowsLoginWithoutASessionAndLobbyWithOne() {
  // given / when
  let signedOut = FlowHarness()
  let signedIn = FlowHarness(session: Fixtures.session)
  signedOut.run()
  signedIn.run()
  // then
  #expect(signedOut.screens.events == [.next(0, .login)])
  #expect(signedIn.screens.events == [.next(0, .lobby)])
}

@MainActor
@Test func test_whenTheUserSignsInSearchesOpensAPlayerAndGoesBack_thenEachRuleShowsItsScreen() {
  // given
  let harness = FlowHarness()
  harness.loginsSucceed()
  // when
  harness.at(10) { harness.signIn() }
  harness.at(30) { _ = harness.showSearch() }
  harness.at(40) { _ = harness.showSearch() }  // `more` stays on search
  harness.at(50) { harness.flow.show(.player(id: 19)) }
  harness.at(60) { harness.flow.show(.player(id: 19)) }
  harness.at(70) { harness.flow.back() }
  harness.at(80) { harness.flow.show(.player(id: 2)) }
  harness.at(90) { harness.flow.show(.lobby) }
  harness.run()
  // then
  #expect(
    harness.screens.events == [
      .next(0, .login), .next(20, .lobby), .next(30, .search), .next(50, .player(id: 19)),
      .next(70, .search), .next(80, .player(id: 2)), .next(90, .lobby),
    ])
  #expect(harness.flow.screens == [.lobby])
}

@MainActor
@Test func test_whenBackIsAskedOnTheFirstScreen_thenNothingChangesAndItSaysSo() {
  // given
  let harness = FlowHarness(session: Fixtures.session)
  var answers: [Bool] = []
  // when
  harness.at(10) { answers.append(harness.flow.back()) }
  harness.at(20) { _ = harness.showSearch() }
  harness.at(30) { answers.append(harness.flow.back()) }
  harness.at(40) { answers.append(harness.flow.back()) }
  harness.run()
  // then
  #expect(answers == [false, true, false])
  #expect(harness.screens.events == [.next(0, .lobby), .next(20, .search), .next(30, .lobby)])
}

@MainActor
@Test func test_whenScreensArePopped_thenTheirViewModelsAndUseCasesDeallocate() {
  // given
  let harness = FlowHarness(session: Fixtures.session)
  weak var searchViewModel: AnyObject?
  weak var playerViewModel: AnyObject?
  weak var lobbyViewModel: AnyObject?
  harness.at(10) {
    guard case .lobby(let lobby) = harness.flow.scene(for: .lobby) else { return }
    lobbyViewModel = lobby.viewModel
    searchViewModel = harness.showSearch()?.viewModel
  }
  harness.at(20) {
    guard case .player(let player) = harness.flow.show(.player(id: 3)) else { return }
    player.inputs.accept(())  // the request hangs: popping must still release everything
    playerViewModel = player.viewModel
  }
  // when
  harness.at(30) { harness.flow.show(.lobby) }
  harness.run()
  // then
  #expect(searchViewModel == nil)
  #expect(playerViewModel == nil)
  #expect(lobbyViewModel != nil, "the root stays")
  #expect(harness.app.matchmaking.compactMap(\.useCase).count == 1, "only the lobby's is left")
}

@MainActor
@Test func test_whenTheSessionIsLostDuringASearch_thenOneAlertThenLoginAndTheReturnRestoresIt() {
  // given: alice searched "al" (page 0); the next search is answered 401, unrecoverable
  let harness = FlowHarness(session: Fixtures.session)
  harness.loginsSucceed()
  let scheduler = harness.scheduler
  harness.app.search.answer { request in
    if request.query == "bo" { return scheduler.single(after: 10, .failure(unauthorized)) }
    return scheduler.single(after: 10, .success(request.page == 0 ? page0 : page1))
  }
  let alerts = scheduler.createObserver(APIError.self)
  let results = scheduler.createObserver(PlayerSearchResults.self)
  harness.at(10) {
    guard let search = harness.showSearch() else { return }
    search.output.searchError.emit(onNext: alerts.onNext).disposed(by: harness.bag)
    search.output.results.drive(onNext: { results.onNext($0.value) }).disposed(by: harness.bag)
    search.search(for: "al")
  }
  // when
  harness.at(30) { harness.showSearch()?.search(for: "bo") }
  harness.at(50) { harness.signIn() }
  harness.at(70) { harness.showSearch()?.inputs.loadMore.accept(()) }
  harness.run()
  // then: one alert at 40, login at 40, back on search at 60 with the same results
  #expect(alerts.events == [.next(40, unauthorized)])
  #expect(
    harness.screens.events == [
      .next(0, .lobby), .next(10, .search), .next(40, .login), .next(60, .search),
    ])
  #expect(harness.flow.screens == [.lobby, .search])
  // and `more` continued from page 1 of "al"
  #expect(
    harness.app.search.calls == [
      PlayerSearchRequest(query: "al"), PlayerSearchRequest(query: "bo"),
      PlayerSearchRequest(query: "al", page: 1),
    ])
  #expect(results.elements.last?.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
}

@MainActor
@Test func test_whenTheSessionIsLostInTheLobby_thenTheLobbyKeepsItsPlayersAfterTheNextLogin() {
  // given: the lobby's lookups are answered 401
  let harness = FlowHarness(session: Fixtures.session) { _ in
    .init(delay: 5, outcome: .networkError(unauthorized))
  }
  harness.loginsSucceed()
  let players = harness.scheduler.createObserver([User].self)
  harness.at(10) {
    guard case .lobby(let lobby) = harness.flow.scene(for: .lobby) else { return }
    lobby.output.players.drive(onNext: players.onNext).disposed(by: harness.bag)
    lobby.inputs.addPlayer.accept(Fixtures.bob)
    lobby.inputs.loadUser.accept(3)
  }
  // when
  harness.at(30) { harness.signIn() }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .lobby), .next(15, .login), .next(40, .lobby)])
  #expect(players.elements.last == [Fixtures.bob])
  #expect(harness.app.matchmaking.compactMap(\.useCase).count == 1, "the same lobby")
}

@MainActor
@Test func test_whenAlreadyOnLogin_thenCommandsAreSentAndA401OnlyAlertsOnLogin() {
  // given: nobody is signed in; searches are answered 401
  let harness = FlowHarness()
  let scheduler = harness.scheduler
  harness.app.search.answer { _ in scheduler.single(after: 10, .failure(unauthorized)) }
  let alerts = scheduler.createObserver(APIError.self)
  // when
  harness.at(10) {
    guard let search = harness.showSearch() else { return }
    search.output.searchError.emit(onNext: alerts.onNext).disposed(by: harness.bag)
    search.search(for: "al")
  }
  harness.run()
  // then
  #expect(harness.app.search.calls == [PlayerSearchRequest(query: "al")])
  #expect(alerts.events == [.next(20, unauthorized)])
  #expect(harness.screens.events == [.next(0, .login)])
  #expect(harness.flow.screens == [.login])
}

@MainActor
@Test func test_whenASignedInUserLogsInAgain_thenLobbyShowsNotTheScreenBefore() {
  // given
  let harness = FlowHarness(session: Fixtures.session)
  harness.loginsSucceed()
  // when
  harness.at(10) { _ = harness.showSearch() }
  harness.at(20) { harness.signIn() }
  harness.run()
  // then
  #expect(
    harness.screens.events == [
      .next(0, .lobby), .next(10, .search), .next(20, .login), .next(30, .lobby),
    ])
}

@MainActor
@Test func test_whenTheUserLogsOut_thenLoginShowsTheStackIsResetAndTheNextLoginShowsLobby() {
  // given
  let harness = FlowHarness(session: Fixtures.session)
  harness.loginsSucceed()
  weak var lobbyViewModel: AnyObject?
  harness.at(10) {
    if case .lobby(let lobby) = harness.flow.scene(for: .lobby) { lobbyViewModel = lobby.viewModel }
    _ = harness.showSearch()
  }
  // when
  harness.at(20) { harness.flow.logout() }
  harness.at(25) { harness.flow.back() }
  harness.at(30) { harness.signIn() }
  harness.run()
  // then
  #expect(harness.app.login.logoutCount == 1)
  #expect(lobbyViewModel == nil, "the stack was reset")
  #expect(
    harness.screens.events == [
      .next(0, .lobby), .next(10, .search), .next(20, .login), .next(40, .lobby),
    ])
  #expect(harness.flow.screens == [.lobby])
}

@MainActor
@Test func test_whenTheLoginFails_thenTheUserStaysOnLogin() {
  // given
  let harness = FlowHarness()
  let scheduler = harness.scheduler
  harness.app.login.answer { _, _ in scheduler.single(after: 10, .failure(unauthorized)) }
  // when
  harness.at(10) { harness.signIn() }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .login)])
}
