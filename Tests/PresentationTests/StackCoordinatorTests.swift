import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// A scene of the generic tests: an object whose lifetime the tests watch.
private final class Model {
  let name: String
  init(name: String) { self.name = name }
}

@MainActor
@Test func test_whenScreensArePushedAndPopped_thenEachChangeIsShownOnceAndNeverTwiceInARow() {
  // given
  let scheduler = TestScheduler()
  let screens = scheduler.createObserver(String.self)
  let bag = DisposeBag()
  let coordinator = StackCoordinator(root: "a") { Model(name: $0) }
  SharingScheduler.mock(scheduler) {
    coordinator.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
  }
  // when
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { coordinator.push("b") } }
  scheduler.scheduleAt(20) { MainActor.assumeIsolated { coordinator.push("b") } }
  scheduler.scheduleAt(30) { MainActor.assumeIsolated { _ = coordinator.pop() } }
  scheduler.scheduleAt(40) { MainActor.assumeIsolated { _ = coordinator.pop() } }
  scheduler.scheduleAt(50) { MainActor.assumeIsolated { coordinator.reset(to: "a") } }
  scheduler.start()
  // then
  #expect(screens.events == [.next(0, "a"), .next(10, "b"), .next(30, "a")])
  #expect(coordinator.screens == ["a"])
}

@MainActor
@Test func test_whenAScreenLeavesTheStack_thenItsSceneIsReleasedAndTheOthersAreKept() {
  // given
  let coordinator = StackCoordinator(root: "a") { Model(name: $0) }
  weak let root = coordinator.scene(for: "a")
  weak var popped: Model?
  weak var replaced: Model?
  coordinator.push("b")
  popped = coordinator.scene(for: "b")
  coordinator.push("c")
  replaced = coordinator.scene(for: "c")
  // when
  coordinator.push("a")
  // then
  #expect(popped == nil)
  #expect(replaced == nil)
  #expect(root?.name == "a")
  #expect(coordinator.scene(for: "b") == nil)
}

@MainActor
@Test func test_whenBackIsAskedOnTheRoot_thenItReturnsFalseAndKeepsTheRootScene() {
  // given
  let coordinator = StackCoordinator(root: "a") { Model(name: $0) }
  weak let root = coordinator.scene(for: "a")
  // when
  let wentBack = coordinator.pop()
  // then
  #expect(!wentBack)
  #expect(root != nil)
  #expect(coordinator.currentScreen == "a")
}
