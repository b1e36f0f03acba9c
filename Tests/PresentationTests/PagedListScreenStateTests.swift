import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)

/// `PagedListScreenState`: a `PagedList` as one `@Observable` property, on the main actor.
@MainActor
@Suite("Paged list screen state: one observable value")
struct PagedListScreenStateTests {
  let scheduler = TestScheduler()
  let load = PublishRelay<Void>()
  let fetch = CachedStub<PageRequest<Unfiltered>, Page<User>>()

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func screenState() -> PagedListScreenState<Unfiltered, User, Banned> {
    let fetch = fetch
    let list = PagedList<Unfiltered, User, Banned>(fetch: { fetch($0) })
    let input = PagedList<Unfiltered, User, Banned>.Input(load: load.asObservable())
    return SharingScheduler.mock(scheduler) { PagedListScreenState(list: list, input: input) }
  }

  @Test func test_whenAPageArrives_thenTheOneStateHoldsItWithLoadingDown() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    fetch.answer { [scheduler] _ in scheduler.single(after: 10, .success(page0)) }
    let screen = screenState()
    scheduler.advance(to: 1)
    let changes = Changes { _ = screen.state }
    // when
    scheduler.scheduleAt(100) { [load] in load.accept(()) }
    scheduler.start()
    // then
    #expect(changes.notified)
    #expect(screen.state.items == page0.items)
    #expect(!screen.state.isLoading)
    #expect(screen.state.hasMore)
    #expect(screen.alert == nil)
  }

  @Test func test_whenTheFeaturesOwnErrorFails_thenTheAlertHoldsItUntilDismissed() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    fetch.answer { [scheduler] _ in
      scheduler.single(after: 10, failingWith: Banned.banned(userIds: [7]))
    }
    let screen = screenState()
    scheduler.scheduleAt(100) { [load] in load.accept(()) }
    scheduler.start()
    let shown = screen.alert
    // when
    screen.alert = nil
    // then
    #expect(shown == .domain(.banned(userIds: [7])))
    #expect(screen.state.lastError == .domain(.banned(userIds: [7])))
    #expect(screen.alert == nil)
  }

  @Test func test_whenTheScreenStateIsGone_thenTheListAndItsSubscriptionsAreReleased() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    var screen: PagedListScreenState<Unfiltered, User, Banned>? = screenState()
    scheduler.start()
    let subscribed = screen != nil && load.hasObservers
    // when
    screen = nil
    // then
    #expect(subscribed)
    #expect(!load.hasObservers)
  }
}

/// `PagedListScreenState(scene:)`: a flow's list scene, observed, with the view feeding the
/// scene's relays.
@MainActor
@Suite("Paged list screen state over a flow's scene")
struct PagedListScreenStateOfASceneTests {
  let scheduler = TestScheduler()
  let fetch = CachedStub<PageRequest<Unfiltered>, Page<User>>()

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func screen() -> (
    SceneOf<PagedList<Unfiltered, User, Banned>>, PagedListScreenState<Unfiltered, User, Banned>
  ) {
    let fetch = fetch
    return SharingScheduler.mock(scheduler) {
      let scene = ViewModelScene(PagedList<Unfiltered, User, Banned>(fetch: { fetch($0) }))
      return (scene, PagedListScreenState(scene: scene))
    }
  }

  @Test func test_whenTheViewFeedsTheScenesLoad_thenTheStateHoldsThePage() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    fetch.answer { [scheduler] _ in scheduler.single(after: 10, .success(page0)) }
    let (scene, screen) = screen()
    // when
    scheduler.scheduleAt(100) { scene.inputs.load.accept(Unfiltered()) }
    scheduler.start()
    // then
    #expect(screen.state.items == page0.items)
    #expect(!screen.state.isLoading)
    #expect(screen.alert == nil)
  }

  @Test func test_whenTheScenesRequestFails_thenTheAlertHoldsTheFeaturesError() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given
    fetch.answer { [scheduler] _ in
      scheduler.single(after: 10, failingWith: Banned.banned(userIds: [7]))
    }
    let (scene, screen) = screen()
    // when
    scheduler.scheduleAt(100) { scene.inputs.load.accept(Unfiltered()) }
    scheduler.start()
    // then
    #expect(screen.alert == .domain(.banned(userIds: [7])))
  }

  @Test func test_whenOnlyTheStateHoldsTheScene_thenTheListLivesUntilTheStateGoes() {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    // given: the flow let the scene go; only the state holds it
    var (scene, screen):
      (
        SceneOf<PagedList<Unfiltered, User, Banned>>?,
        PagedListScreenState<Unfiltered, User, Banned>?
      ) = screen()
    weak let list = scene?.viewModel
    scene = nil
    let alive = screen != nil && list != nil
    // when
    screen = nil
    // then
    #expect(alive)
    #expect(list == nil)
  }
}
