import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let shownPage0 = PlayerSearchResults(
  query: "a", items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let loadingState = PagedListState<String, User, Never>(
  query: nil, items: [], page: -1, source: nil, isLoading: true, hasMore: false, lastError: nil)
private let answeredState = PagedListState<String, User, Never>(
  query: "a", items: [Fixtures.alice, Fixtures.bob], page: 0, source: .network, isLoading: false,
  hasMore: true, lastError: nil)

/// The `@Observable` screen states, observed with `withObservationTracking` as SwiftUI does. The
/// tests run on the main actor, as a view does, with the outputs on virtual time.
@MainActor
// The screen states need Observation (iOS 17 / macOS 14): each test runs where it exists (on
// Linux, always); Swift Testing takes no `@available` on a test, so each says `#available`.
@Suite("Screen states: Observation over ViewModel outputs, on the main actor")
struct ScreenStateTests {
  let scheduler = TestScheduler()
  let query = PublishRelay<String>()
  let search = PublishRelay<Void>()
  let loadMore = PublishRelay<Void>()

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func searchState(_ viewModel: some PlayerSearchViewModelType) -> PlayerSearchScreenState {
    let input = PlayerSearchViewModel.Input(
      query: query.asObservable(), search: search.asObservable(),
      loadMore: loadMore.asObservable())
    return SharingScheduler.mock(scheduler) {
      PlayerSearchScreenState(viewModel: viewModel, input: input)
    }
  }

  func searchFor(_ text: String, at time: Int) {
    scheduler.scheduleAt(time) { [query, search] in
      query.accept(text)
      search.accept(())
    }
  }

  @Test func test_whenSearchResultsArrive_thenObserversOfTheResultsAreNotified() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let useCase = MockPlayerSearchUseCase { [scheduler] _ in
      scheduler.single(after: 20, .success(page0))
    }
    let state = searchState(PlayerSearchViewModel(useCase: useCase))
    scheduler.advance(to: 1)
    let changes = Changes { _ = state.results }
    // when
    searchFor("a", at: 100)
    scheduler.start()
    // then
    #expect(changes.notified)
    #expect(state.results == shownPage0)
    #expect(state.hasMore)
    #expect(!state.isLoading)
    #expect(state.lastError == nil)
  }

  @Test func test_whenAStoredCopyIsShownThenTheAnswer_thenResultsSourceFollowsThem() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given: a stored copy of page 0, the server's answer after 20
    let useCase = MockPlayerSearchUseCase { [scheduler] _ in
      scheduler.single(after: 20, .success(page0))
    }
    useCase.storedCopy { _ in Page(items: [Fixtures.bob], page: 0, hasNext: false) }
    let state = searchState(PlayerSearchViewModel(useCase: useCase))
    #expect(state.resultsSource == nil)
    // when: the copy is on screen
    searchFor("a", at: 100)
    scheduler.advance(to: 110)
    // then
    #expect(state.resultsSource == .cache)
    #expect(state.results.items == [Fixtures.bob])
    #expect(state.isLoading)
    // when: the answer arrives
    scheduler.start()
    // then
    #expect(state.resultsSource == .network)
    #expect(state.results == shownPage0)
  }

  @Test func test_whenOnlyLoadingChanges_thenObserversOfTheResultsAreNotNotified() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = SearchOutputRelays()
    let state = searchState(FakePlayerSearchViewModel(output: relays.output()))
    scheduler.advance(to: 1)
    let results = Changes { _ = state.results }
    let loading = Changes { _ = state.isLoading }
    // when
    scheduler.scheduleAt(10) { relays.state.accept(loadingState) }
    scheduler.start()
    // then
    #expect(state.isLoading)
    #expect(loading.notified)
    #expect(!results.notified)
  }

  @Test func test_whenTheSearchStateChanges_thenEveryPropertyIsDerivedFromThatOneState() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given: the separate outputs say nothing; only the one state changes
    let relays = SearchOutputRelays()
    let state = searchState(FakePlayerSearchViewModel(output: relays.output()))
    let copy = PagedListState<String, User, Never>(
      query: "a", items: [Fixtures.bob], page: 0, source: .cache, isLoading: true,
      hasMore: true, lastError: nil)
    var seenWhileLoading: (PlayerSearchResults, ValueSource?, Bool)?
    // when: a stored copy while the answer loads, then the answer
    scheduler.scheduleAt(10) { relays.state.accept(copy) }
    scheduler.scheduleAt(11) {
      seenWhileLoading = (state.results, state.resultsSource, state.hasMore)
    }
    scheduler.scheduleAt(20) { relays.state.accept(answeredState) }
    scheduler.start()
    // then
    #expect(seenWhileLoading?.0.items == [Fixtures.bob])
    #expect(seenWhileLoading?.1 == .cache)
    #expect(seenWhileLoading?.2 == true)
    #expect(state.state == answeredState)
    #expect(state.results == shownPage0)
    #expect(state.resultsSource == .network)
    #expect(!state.isLoading)
    #expect(state.hasMore)
  }

  @Test func test_whenASearchFails_thenTheScreenShowsTheErrorTheEarlierResultsAndNoSpinner() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given: a first search that succeeds, a second that fails
    let useCase = MockPlayerSearchUseCase { [scheduler] request in
      request.query == "a"
        ? scheduler.single(after: 10, .success(page0))
        : scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
    }
    let state = searchState(PlayerSearchViewModel(useCase: useCase))
    searchFor("a", at: 100)
    scheduler.advance(to: 150)
    let changes = Changes { _ = state.lastError }
    // when
    searchFor("b", at: 200)
    scheduler.start()
    // then
    #expect(changes.notified)
    #expect(state.lastError == .server(HTTPFailure(status: 500)))
    #expect(state.results == shownPage0)
    #expect(!state.isLoading)
  }

  @Test func test_whenTheViewDismissesTheError_thenItIsCleared() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = SearchOutputRelays()
    let state = searchState(FakePlayerSearchViewModel(output: relays.output()))
    scheduler.scheduleAt(10) { relays.searchError.accept(.cancelled(.notSent)) }
    scheduler.start()
    let shown = state.lastError
    // when
    state.lastError = nil
    // then
    #expect(shown == .cancelled(.notSent))
    #expect(state.lastError == nil)
  }

  @Test func test_whenTheSearchStateIsGone_thenTheViewModelAndItsSubscriptionsAreReleased() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    weak var weakViewModel: PlayerSearchViewModel?
    var state: PlayerSearchScreenState?
    do {
      let viewModel = PlayerSearchViewModel(useCase: MockPlayerSearchUseCase())
      weakViewModel = viewModel
      state = searchState(viewModel)
    }
    scheduler.start()
    let subscribed = query.hasObservers
    // when
    state = nil
    // then
    #expect(subscribed)
    #expect(state == nil && weakViewModel == nil)
    #expect(!query.hasObservers)
  }

  @Test func test_whenTheSearchStateIsGone_thenItsOutputSubscriptionsAreDisposed() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = SearchOutputRelays()
    var state: PlayerSearchScreenState? = searchState(
      FakePlayerSearchViewModel(output: relays.output()))
    scheduler.start()
    let subscribed = relays.searchError.hasObservers
    // when
    state = nil
    // then
    #expect(subscribed)
    #expect(state == nil && !relays.searchError.hasObservers)
  }

  @Test func test_whenCredentialsAreWrong_thenTheLoginStateShowsTheFailure() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let useCase = MockLoginUseCase { [scheduler] _, _ in
      scheduler.single(after: 10, .failure(.unauthorized(HTTPFailure(status: 401))))
    }
    let reactor = LoginReactor(useCase: useCase, tracking: RequestTracking())
    let state = SharingScheduler.mock(scheduler) { LoginScreenState(reactor: reactor) }
    let changes = Changes { _ = state.state }
    // when
    scheduler.scheduleAt(100) { state.send(.login(nickname: "alice", password: "bad")) }
    scheduler.start()
    // then
    #expect(changes.notified)
    #expect(useCase.calls == ["alice"])
    #expect(state.state.session == .failed(.unauthorized(HTTPFailure(status: 401))))
  }

  @Test func test_whenLoginSucceeds_thenTheLoginStateHoldsTheSession() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let useCase = MockLoginUseCase { [scheduler] _, _ in
      scheduler.single(after: 10, .success(Fixtures.session))
    }
    let state = SharingScheduler.mock(scheduler) {
      LoginScreenState(reactor: LoginReactor(useCase: useCase, tracking: RequestTracking()))
    }
    // when
    scheduler.scheduleAt(100) { state.send(.login(nickname: "alice", password: "pw")) }
    scheduler.start()
    // then
    #expect(state.state.session == .loaded(Fixtures.session))
    #expect(state.state.userId == Fixtures.alice.id)
  }

  @Test func test_whenTheLoginStateIsGone_thenTheReactorIsReleased() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    weak var weakReactor: LoginReactor?
    var state: LoginScreenState?
    do {
      let reactor = LoginReactor(useCase: MockLoginUseCase(), tracking: RequestTracking())
      weakReactor = reactor
      state = SharingScheduler.mock(scheduler) { LoginScreenState(reactor: reactor) }
    }
    scheduler.start()
    let aliveWhileShown = weakReactor != nil
    // when
    state = nil
    // then
    #expect(aliveWhileShown)
    #expect(state == nil && weakReactor == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func lobbyState(_ relays: LobbyOutputRelays) -> LobbyScreenState {
    let input = LobbyViewModel.Input(
      loadUser: .never(), addPlayer: .never(), removePlayer: .never(), startMatch: .never())
    return SharingScheduler.mock(scheduler) {
      LobbyScreenState(viewModel: FakeLobbyViewModel(output: relays.output()), input: input)
    }
  }

  @Test func test_whenAMatchIsRefusedForDuplicatedUsers_thenOnlyTheDuplicatedIdsAreShown() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = LobbyOutputRelays()
    let state = lobbyState(relays)
    scheduler.advance(to: 1)
    let duplicated = Changes { _ = state.duplicatedUserIds }
    let networkError = Changes { _ = state.hasNetworkError }
    // when
    scheduler.scheduleAt(10) { relays.duplicatedUserIds.accept([1, 2]) }
    scheduler.start()
    // then
    #expect(duplicated.notified)
    #expect(!networkError.notified)
    #expect(state.duplicatedUserIds == [1, 2])
    #expect(!state.hasNetworkError)
  }

  @Test func test_whenALobbyRequestFails_thenTheNetworkErrorIsShown() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = LobbyOutputRelays()
    let state = lobbyState(relays)
    scheduler.advance(to: 1)
    let players = Changes { _ = state.players }
    // when
    scheduler.scheduleAt(10) {
      relays.networkErrorDetail.accept(.transport(.timedOut(.outcomeUnknown)))
    }
    scheduler.start()
    // then
    #expect(state.hasNetworkError)
    #expect(state.duplicatedUserIds == nil)
    #expect(!players.notified)
  }

  @Test func test_whenLobbyOutputsChange_thenTheStateFollowsThem() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = LobbyOutputRelays()
    let state = lobbyState(relays)
    let match = Match(id: 7, userIds: [1, 2])
    // when
    scheduler.scheduleAt(10) { relays.players.accept([Fixtures.alice]) }
    scheduler.scheduleAt(20) { relays.isLoading.accept(true) }
    scheduler.scheduleAt(30) { relays.loadedUser.accept(Fixtures.bob) }
    scheduler.scheduleAt(40) { relays.matchStarted.accept(match) }
    scheduler.start()
    // then
    #expect(state.players == [Fixtures.alice])
    #expect(state.isLoading)
    #expect(state.state == LobbyViewModel.State(players: [Fixtures.alice], isLoading: true))
    #expect(state.loadedUser == Fixtures.bob)
    #expect(state.startedMatch == match)
  }

  @Test func test_whenTheLobbyRuns_thenPlayersAndLoadingComeFromItsOneState() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given: a fake whose separate outputs never change; only its one state does
    let states = PublishRelay<LobbyViewModel.State>()
    let relays = LobbyOutputRelays()
    let input = LobbyViewModel.Input(
      loadUser: .never(), addPlayer: .never(), removePlayer: .never(), startMatch: .never())
    let state = SharingScheduler.mock(scheduler) {
      let base = relays.output()
      let output = LobbyViewModel.Output(
        players: .empty(), isLoading: .empty(), loadedUser: base.loadedUser,
        networkError: base.networkError, networkErrorDetail: base.networkErrorDetail,
        duplicatedUserIds: base.duplicatedUserIds, matchStarted: base.matchStarted,
        matchEnded: base.matchEnded, state: states.asDriver(onErrorJustReturn: .initial))
      return LobbyScreenState(viewModel: FakeLobbyViewModel(output: output), input: input)
    }
    scheduler.advance(to: 1)
    let players = Changes { _ = state.players }
    // when: loading goes up, then the player arrives with loading down
    scheduler.scheduleAt(10) { states.accept(.init(players: [], isLoading: true)) }
    scheduler.scheduleAt(20) { states.accept(.init(players: [Fixtures.alice], isLoading: false)) }
    scheduler.start()
    // then
    #expect(players.notified)
    #expect(state.players == [Fixtures.alice])
    #expect(!state.isLoading)
    #expect(state.state == LobbyViewModel.State(players: [Fixtures.alice], isLoading: false))
  }

  @Test func test_whenTheLobbyStateIsGone_thenItsOutputSubscriptionsAreDisposed() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    let relays = LobbyOutputRelays()
    var state: LobbyScreenState? = lobbyState(relays)
    scheduler.start()
    let subscribed = relays.loadedUser.hasObservers
    // when
    state = nil
    // then
    #expect(subscribed)
    #expect(state == nil && !relays.loadedUser.hasObservers)
  }
}
