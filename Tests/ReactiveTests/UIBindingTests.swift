import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// The view-binding helpers of `Driver` and `Signal`: a main-actor view binds with
/// `drive(with:)`/`emit(with:)` and no `[weak self]` or `MainActor.assumeIsolated` of its own.
/// The tests run on the main actor, as a view does, with the traits on virtual time.
@MainActor
@Suite("UI bindings: drive/emit with an object, on the main actor, to observers and relays")
struct UIBindingTests {
  /// A main-actor "view" that records what it was given.
  @MainActor
  final class View {
    var shown: [Int] = []
    var alerts: [String] = []
  }

  @Test func test_whenADriverIsBoundWithAView_thenTheViewGetsEveryElementOnTheMainActor() {
    // given
    let scheduler = TestScheduler()
    let state = BehaviorRelay(value: 1)
    let driver = SharingScheduler.mock(scheduler) { state.asDriver() }
    let view = View()
    let bag = DisposeBag()
    // when
    driver.drive(with: view) { view, value in view.shown.append(value) }.disposed(by: bag)
    scheduler.scheduleAt(10) { state.accept(2) }
    scheduler.start()
    // then
    #expect(view.shown == [1, 2])
  }

  @Test func test_whenTheBoundViewIsGone_thenTheBindingNeitherKeepsItNorCallsIt() {
    // given
    let scheduler = TestScheduler()
    let events = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) { events.asSignal() }
    var view: View? = View()
    weak let weakView = view
    let calls = Counter()
    let bag = DisposeBag()
    signal.emit(with: view!) { view, text in
      view.alerts.append(text)
      calls.count += 1
    }.disposed(by: bag)
    scheduler.scheduleAt(10) { events.accept("first") }
    scheduler.scheduleAt(20) { view = nil }
    scheduler.scheduleAt(30) { events.accept("second") }
    // when
    scheduler.start()
    // then
    #expect(weakView == nil)
    #expect(calls.count == 1)
  }

  @Test func test_whenBoundWithOnMainActor_thenTheClosureRunsForEachElement() {
    // given
    let scheduler = TestScheduler()
    let events = PublishRelay<Int>()
    let (driver, signal) = SharingScheduler.mock(scheduler) {
      (events.asObservable().asDriver(onErrorJustReturn: 0), events.asSignal())
    }
    let view = View()
    let bag = DisposeBag()
    driver.drive(onMainActor: { view.shown.append($0) }).disposed(by: bag)
    signal.emit(onMainActor: { view.alerts.append("\($0)") }).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) { events.accept(7) }
    scheduler.start()
    // then
    #expect(view.shown == [7])
    #expect(view.alerts == ["7"])
  }

  @Test func test_whenDrivenIntoAnObserver_thenItGetsTheElementsAndTheCompletion() {
    // given
    let scheduler = TestScheduler()
    let driver = SharingScheduler.mock(scheduler) {
      Observable.just(5).asDriver(onErrorJustReturn: 0)
    }
    let observer = scheduler.createObserver(Int.self)
    // when
    let subscription = driver.drive(observer)
    scheduler.start()
    // then
    #expect(observer.elements == [5])
    let completed = observer.events.last.map {
      if case .completed = $0.value { true } else { false }
    }
    #expect(completed == true)
    subscription.dispose()
  }

  @Test func test_whenASignalEmitsToAnObserverAndABehaviorRelay_thenBothGetEachEvent() {
    // given
    let scheduler = TestScheduler()
    let events = PublishRelay<Int>()
    let signal = SharingScheduler.mock(scheduler) { events.asSignal() }
    let observer = scheduler.createObserver(Int.self)
    let latest = BehaviorRelay(value: 0)
    let bag = DisposeBag()
    signal.emit(to: observer).disposed(by: bag)
    signal.emit(to: latest).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) { events.accept(3) }
    scheduler.scheduleAt(20) { events.accept(4) }
    scheduler.start()
    // then
    #expect(observer.elements == [3, 4])
    #expect(latest.value == 4)
  }
}

/// A count the main-actor test and its bindings share.
@MainActor
private final class Counter {
  var count = 0
}
