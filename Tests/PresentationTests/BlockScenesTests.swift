import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

// A flow over the bare blocks: each scene is `ViewModelScene(block)`, its relays are the
// block's `Intents`, and a row's tap is routed from `inputs.select`.

@MainActor
@Test func test_whenTheListSceneSendsLoadNextPageAndRefresh_thenTheListFetchesThosePages() {
  // given
  let harness = BlockFlowHarness()
  // when
  harness.at(10) { harness.list?.inputs.load.accept(Unfiltered()) }
  harness.at(20) { harness.list?.inputs.nextPage.accept(()) }
  harness.at(30) { harness.list?.inputs.refresh.accept(()) }
  harness.run()
  // then
  #expect(harness.pagesFetched.withLock { $0 } == [0, 1, 0])
  #expect(harness.listState?.items.map(\.id) == [0, 1])
}

@MainActor
@Test func test_whenTheListSceneSendsRetryAfterAFailure_thenTheListFetchesAgainAndShowsThePage() {
  // given: the first fetch fails
  let harness = BlockFlowHarness(failingFirstPage: true)
  harness.at(10) { harness.list?.inputs.load.accept(Unfiltered()) }
  // when
  harness.at(20) { harness.list?.inputs.retry.accept(()) }
  harness.run()
  // then
  #expect(harness.pagesFetched.withLock { $0 } == [0, 0])
  #expect(harness.listState?.items.map(\.id) == [0, 1])
  #expect(harness.listState?.lastError == nil)
}

@MainActor
@Test func test_whenARowIsSelected_thenTheFlowShowsItsDetailWhoseLoadFetchesIt() {
  // given: the first page shown
  let harness = BlockFlowHarness()
  harness.at(10) { harness.list?.inputs.load.accept(Unfiltered()) }
  // when
  harness.at(20) { harness.list?.inputs.select.accept(BlockFlowHarness.page(0).items[1]) }
  harness.at(30) { harness.friend(1)?.inputs.load.accept(()) }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .friends), .next(20, .friend(id: 1))])
  #expect(harness.friendsFetched.withLock { $0 } == [1])
  #expect(harness.pagesFetched.withLock { $0 } == [0], "a selection is not the list's intent")
  let friend = harness.friend(1)?.viewModel as? FriendProfile
  #expect(friend?.currentState.value?.value.nickname == "f1")
}

@MainActor
@Test func test_whenTheListIsNotOnTop_thenARowSelectedOnItRoutesNowhere() {
  // given: friend 1 is shown; the list's relays are kept, as a view that outlives its screen
  let harness = BlockFlowHarness()
  var listIntents: FriendList.Intents?
  harness.at(10) {
    listIntents = harness.list?.inputs
    listIntents?.select.accept(User(id: 1, nickname: "u1", rating: 0))
  }
  // when
  harness.at(20) { listIntents?.select.accept(User(id: 2, nickname: "u2", rating: 0)) }
  harness.run()
  // then
  #expect(listIntents != nil)
  #expect(harness.screens.events == [.next(0, .friends), .next(10, .friend(id: 1))])
  #expect(harness.flow?.screens == [.friends, .friend(id: 1)])
}

@MainActor
@Test func test_whenASubmissionSceneSendsSubmit_thenTheWriteIsSentWithItsPayload() {
  // given
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let sent = Locked<[Int]>([])
  let succeeded = scheduler.createObserver(String.self)
  let scene = SharingScheduler.mock(scheduler) {
    ViewModelScene(
      Submission<Int, String, Never> { payload in
        sent.withLock { $0.append(payload) }
        return TypedRequest(classifying: .just("sent \(payload)"))
      })
  }
  SharingScheduler.mock(scheduler) {
    scene.output.succeeded.emit(onNext: succeeded.onNext).disposed(by: bag)
  }
  // when
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { scene.inputs.submit.accept(5) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(sent.withLock { $0 } == [5])
  #expect(succeeded.events == [.next(10, "sent 5")])
}

@MainActor
@Test func test_whenACachedValueSceneSendsReload_thenTheValueIsFetchedAgain() {
  // given
  let scheduler = TestScheduler()
  let fetches = Locked(0)
  let scene = SharingScheduler.mock(scheduler) {
    ViewModelScene(
      CachedValue<Int, Never> {
        .just(
          Sourced(
            value: fetches.withLock {
              $0 += 1
              return $0
            }, source: .network))
      })
  }
  // when
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { scene.inputs.load.accept(()) } }
  scheduler.scheduleAt(20) { MainActor.assumeIsolated { scene.inputs.reload.accept(()) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(fetches.withLock { $0 } == 2)
  #expect((scene.viewModel as? CachedValue<Int, Never>)?.currentState.value?.value == 2)
}

@MainActor
@Test func test_whenACustomViewModelDeclaresItsIntents_thenItsSceneFeedsThemToItsInput() {
  // given: a detail over a CachedValue and a Submission, its scene built with no closure
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let followed = scheduler.createObserver(String.self)
  let scene: SceneOf<FollowViewModel> = SharingScheduler.mock(scheduler) {
    ViewModelScene(
      FollowViewModel(
        id: 4,
        read: { .just(Sourced(value: User(id: 4, nickname: "d", rating: 0), source: .network)) },
        write: { TypedRequest(classifying: .just("followed \($0)")) }))
  }
  let friends = scheduler.createObserver(CachedValueState<User, Never>.self)
  SharingScheduler.mock(scheduler) {
    scene.output.followed.emit(onNext: followed.onNext).disposed(by: bag)
    scene.output.friend.drive(onNext: friends.onNext).disposed(by: bag)
  }
  // when
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { scene.inputs.load.accept(()) } }
  scheduler.scheduleAt(20) { MainActor.assumeIsolated { scene.inputs.follow.accept(()) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(friends.elements.last?.value?.value.nickname == "d")
  #expect(followed.events == [.next(20, "followed 4")])
}
