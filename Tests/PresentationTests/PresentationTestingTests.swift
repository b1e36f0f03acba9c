import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// The presentation test-support product as a view test uses it: a fake ViewModel built from
/// relays (through the Outputs' public initializers) stands in for the real one.
@Suite("CleanPresentationTesting: fake ViewModels and Output builders")
struct PresentationTestingTests {
  @Test func test_whenAViewBindsAFakeLobby_thenItSeesWhatTheTestAccepts() {
    // given
    let scheduler = TestScheduler()
    let relays = LobbyOutputRelays()
    let fake = FakeLobbyViewModel(output: SharingScheduler.mock(scheduler) { relays.output() })
    let players = scheduler.createObserver([User].self)
    let alerts = scheduler.createObserver(Void.self)
    let details = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    let output = fake.transform(
      input: LobbyViewModel.Input(
        loadUser: .never(), addPlayer: .never(), removePlayer: .never(), startMatch: .never()))
    output.players.drive(onNext: players.onNext).disposed(by: bag)
    output.networkError.emit(onNext: alerts.onNext).disposed(by: bag)
    output.networkErrorDetail.emit(onNext: details.onNext).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) { relays.players.accept([Fixtures.alice]) }
    scheduler.scheduleAt(20) { relays.networkErrorDetail.accept(.server(HTTPFailure(status: 502))) }
    scheduler.start()
    // then
    #expect(players.elements == [[], [Fixtures.alice]])
    #expect(alerts.events.count == 1)
    #expect(details.elements == [.server(HTTPFailure(status: 502))])
    #expect(fake.inputs.count == 1)
  }

  @Test func test_whenAViewBindsAFakeSearch_thenHasMoreFollowsTheResults() {
    // given
    let scheduler = TestScheduler()
    let relays = SearchOutputRelays()
    let fake = FakePlayerSearchViewModel(
      output: SharingScheduler.mock(scheduler) { relays.output() })
    let hasMore = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    let output = fake.transform(
      input: PlayerSearchViewModel.Input(query: .never(), search: .never(), loadMore: .never()))
    output.hasMore.drive(onNext: hasMore.onNext).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) {
      relays.results.accept(
        Sourced(
          value: PlayerSearchResults(query: "a", items: [Fixtures.bob], page: 0, hasNext: true),
          source: .network))
    }
    scheduler.start()
    // then
    #expect(hasMore.elements == [false, true])
    #expect(fake.inputs.count == 1)
  }
}
