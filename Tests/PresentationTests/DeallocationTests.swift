import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@Test func test_whenLobbyOwnerAndBagAreGone_thenViewModelAndUseCaseDeallocate() {
  // given
  let scheduler = TestScheduler()
  let loadUser = PublishRelay<Int>()
  let addPlayer = PublishRelay<User>()
  let startMatch = PublishRelay<Void>()
  weak var weakViewModel: LobbyViewModel?
  weak var weakUseCase: MockMatchmakingUseCase?
  do {
    let useCase = MockMatchmakingUseCase(scheduler: scheduler)  // requests hang
    let viewModel = LobbyViewModel(useCase: useCase)
    weakViewModel = viewModel
    weakUseCase = useCase
    let bag = DisposeBag()
    let input = LobbyViewModel.Input(
      loadUser: loadUser.asObservable(), addPlayer: addPlayer.asObservable(),
      removePlayer: .never(), startMatch: startMatch.asObservable())
    let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    output.players.drive(onNext: { _ in }).disposed(by: bag)
    output.isLoading.drive(onNext: { _ in }).disposed(by: bag)
    output.networkError.emit(onNext: {}).disposed(by: bag)
    output.matchStarted.emit(onNext: { _ in }).disposed(by: bag)
    // when
    loadUser.accept(1)
    addPlayer.accept(Fixtures.alice)
    startMatch.accept(())
    scheduler.start()
  }
  // then
  #expect(weakViewModel == nil)
  #expect(weakUseCase == nil)
  #expect(!loadUser.hasObservers && !addPlayer.hasObservers && !startMatch.hasObservers)
}

@Test
func test_whenSearchOwnerAndBagAreGone_thenViewModelAndUseCaseDeallocateAndTheRequestIsCancelled() {
  // given
  let scheduler = TestScheduler()
  let search = PublishRelay<Void>()
  let hanging = scheduler.createColdObservable([
    Recorded<Event<Page<User>>>.next(1_000, .init(items: [], page: 0, hasNext: false))
  ])
  weak var weakViewModel: PlayerSearchViewModel?
  weak var weakUseCase: MockPlayerSearchUseCase?
  do {
    let useCase = MockPlayerSearchUseCase { _ in hanging.asSingle() }
    let viewModel = PlayerSearchViewModel(useCase: useCase)
    weakViewModel = viewModel
    weakUseCase = useCase
    let bag = DisposeBag()
    let input = PlayerSearchViewModel.Input(
      query: .just("a"), search: search.asObservable(), loadMore: .never())
    let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    output.results.drive(onNext: { _ in }).disposed(by: bag)
    output.isLoading.drive(onNext: { _ in }).disposed(by: bag)
    output.searchError.emit(onNext: { _ in }).disposed(by: bag)
    // when
    scheduler.advance(to: 10)
    search.accept(())
    scheduler.advance(to: 20)
  }
  scheduler.start()  // drains the cancelled timer of the hanging request, which held its chain
  // then
  #expect(weakViewModel == nil)
  #expect(weakUseCase == nil)
  #expect(hanging.subscriptions == [.init(10, 20)])
  #expect(!search.hasObservers)
}

@Test func test_whenOnlyTheViewModelIsReleased_thenItDeallocatesWhileTheViewStillHoldsOutputs() {
  // given
  let harness = LobbyHarness()
  weak let weakViewModel = harness.viewModel
  // when
  harness.releaseViewModel()
  // then: the view's bag still holds the output subscriptions, yet no closure retains the VM
  #expect(weakViewModel == nil)
  harness.addPlayer.accept(Fixtures.alice)
  harness.scheduler.start()
  #expect(harness.players.events == [.next(0, [])])
}
