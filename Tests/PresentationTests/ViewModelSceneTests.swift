import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@MainActor
@Test func test_whenASceneIsBuilt_thenItsViewModelIsTransformedOnceOverItsInputs() {
  // given
  let scheduler = TestScheduler()
  let selected = scheduler.createObserver([Int].self)
  let bag = DisposeBag()
  let viewModel = ItemListViewModel()
  // when
  let scene = SharingScheduler.mock(scheduler) {
    ItemListScene(viewModel, inputs: PublishRelay()) { .init(select: $0.asObservable()) }
  }
  SharingScheduler.mock(scheduler) {
    scene.output.selected.drive(onNext: selected.onNext).disposed(by: bag)
  }
  scheduler.scheduleAt(10) { scene.inputs.accept(7) }
  scheduler.start()
  // then
  #expect(viewModel.transforms == 1)
  #expect(ObjectIdentifier(scene.viewModel) == ObjectIdentifier(viewModel))
  #expect(selected.events == [.next(0, []), .next(10, [7])])
}

@MainActor
@Test func test_whenASceneLeavesACoordinatorOfItsOwn_thenTheRoutesInItsBagFireNothingMore() {
  // given: a StackCoordinator of list scenes whose routes are bound in each scene's bag
  let scheduler = TestScheduler()
  var routed: [Int] = []
  let stack = SharingScheduler.mock(scheduler) {
    StackCoordinator(root: ItemScreen.list) { _ in
      let scene = ItemListScene(ItemListViewModel(), inputs: PublishRelay()) {
        .init(select: $0.asObservable())
      }
      scene.output.showItem.emit(onMainActor: { routed.append($0) }).disposed(by: scene.routes)
      return scene
    }
  }
  var kept: PublishRelay<Int>?
  weak var popped: ItemListScene?
  scheduler.scheduleAt(10) {
    MainActor.assumeIsolated {
      stack.push(.item(1))
      popped = stack.scene(for: .item(1))
      kept = popped?.inputs
      kept?.accept(1)
    }
  }
  // when: the scene is popped, and its kept relay fed
  scheduler.scheduleAt(20) { MainActor.assumeIsolated { _ = stack.pop() } }
  scheduler.scheduleAt(30) { MainActor.assumeIsolated { kept?.accept(2) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(kept != nil)
  #expect(popped == nil)
  #expect(routed == [1])
}

@MainActor
@Test func test_whenASceneRoutes_thenItsBindRunsOnceWithTheSceneBeforeTheSceneIsReturned() {
  // given
  let scheduler = TestScheduler()
  var bound: [ObjectIdentifier] = []
  // when
  let scene = SharingScheduler.mock(scheduler) {
    ItemListScene(ItemListViewModel(), inputs: PublishRelay()) { .init(select: $0.asObservable()) }
      .routing { bound.append(ObjectIdentifier($0)) }
  }
  let boundWhenReturned = bound
  // then
  #expect(boundWhenReturned == [ObjectIdentifier(scene)])
}
