import CleanReactive
import CleanReactiveTesting
import Testing

/// An object that tests can let go of, to check weak capture.
private final class Owner: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

@Suite struct WithUnretainedTests {
  @Test func test_whenObjectIsAlive_thenEachElementIsPairedWithIt() {
    // given
    let scheduler = TestScheduler()
    let owner = Owner(name: "owner")
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start {
      source.withUnretained(owner).map { object, element in "\(object.name) \(element)" }
    }
    // then
    #expect(
      observer.events == [
        .next(210, "owner 1"), .next(220, "owner 2"), .next(230, "owner 3"), .completed(240),
      ])
    #expect(source.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenObjectIsReleased_thenNextElementCompletesAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    var owner: Owner? = Owner(name: "owner")
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let observer = scheduler.createObserver(String.self)
    let selected = source.withUnretained(owner!) { object, element in "\(object.name) \(element)" }
    scheduler.scheduleAt(200) { _ = selected.subscribe(observer) }
    scheduler.scheduleAt(215) { owner = nil }
    // when
    scheduler.start()
    // then
    #expect(observer.events == [.next(210, "owner 1"), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
    #expect(owner == nil)
  }

  @Test func test_whenSourceFails_thenErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let owner = Owner(name: "owner")
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.withUnretained(owner) { $1 * 10 } }
    // then
    #expect(observer.events == [.next(210, 10), .error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenResultSelectorThrows_thenErrorIsDeliveredAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let owner = Owner(name: "owner")
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    // when
    let observer = scheduler.start {
      source.withUnretained(owner) { _, element -> Int in
        if element == 2 { throw TestError.boom }
        return element
      }
    }
    // then
    #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSubscribingWithAnObject_thenClosuresReceiveIt() {
    // given
    let owner = Owner(name: "owner")
    let calls = TestLock<[String]>([])
    // when
    _ = Observable.of(1, 2).subscribe(
      with: owner,
      onNext: { object, element in calls.withLock { $0.append("\(object.name) \(element)") } },
      onCompleted: { object in calls.withLock { $0.append("\(object.name) completed") } },
      onDisposed: { object in calls.withLock { $0.append("\(object.name) disposed") } })
    // then
    #expect(
      calls.withLock { $0 } == ["owner 1", "owner 2", "owner completed", "owner disposed"])
  }

  @Test func test_whenSubscribedObjectIsReleased_thenClosuresAreNoLongerCalled() {
    // given
    var owner: Owner? = Owner(name: "owner")
    let relay = PublishRelay<Int>()
    let calls = TestLock<[Int]>([])
    let subscription = relay.subscribe(
      with: owner!, onNext: { _, element in calls.withLock { $0.append(element) } })
    relay.accept(1)
    // when
    owner = nil
    relay.accept(2)
    subscription.dispose()
    // then
    #expect(calls.withLock { $0 } == [1])
    #expect(owner == nil)
  }

  @Test func test_whenSubscribedWithAnObjectAndSourceFails_thenOnErrorReceivesIt() {
    // given
    let owner = Owner(name: "owner")
    let errors = TestLock<[String]>([])
    // when
    _ = Observable<Int>.error(TestError.boom).subscribe(
      with: owner,
      onError: { object, error in errors.withLock { $0.append("\(object.name) \(error)") } })
    // then
    #expect(errors.withLock { $0 } == ["owner boom"])
  }
}
