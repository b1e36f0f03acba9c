import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Dispatch
import Testing

@Test func test_whenSubscriptionDisposedTwice_thenOnlyItsObserverIsRemoved() {
  // given
  let relay = PublishRelay<Int>()
  let scheduler = TestScheduler()
  let first = scheduler.createObserver(Int.self)
  let second = scheduler.createObserver(Int.self)
  let firstSubscription = relay.subscribe(first)
  _ = relay.subscribe(second)
  // when
  firstSubscription.dispose()
  firstSubscription.dispose()
  relay.accept(1)
  // then
  #expect(first.events.isEmpty)
  #expect(second.events == [.next(0, 1)])
  #expect(relay.hasObservers)
}

@Test func test_whenObserverDisposesItselfDuringDelivery_thenLaterElementsSkipIt() {
  // given: an observer that disposes its own subscription from inside its callback
  let relay = PublishRelay<Int>()
  let scheduler = TestScheduler()
  let observer = scheduler.createObserver(Int.self)
  let slot = SingleAssignmentDisposable()
  slot.setDisposable(
    relay.subscribe(onNext: { value in
      observer.onNext(value)
      slot.dispose()
    }))
  // when
  relay.accept(1)
  relay.accept(2)
  // then
  #expect(observer.events == [.next(0, 1)])
  #expect(!relay.hasObservers)
}

@Test func test_whenSubscriptionsDisposedConcurrently_thenEveryObserverIsRemovedOnce() {
  // given
  let relay = PublishRelay<Int>()
  let subscriptions = (0..<64).map { _ in relay.subscribe(onNext: { _ in }) }
  // when: every subscription is disposed twice, from many threads at once
  DispatchQueue.concurrentPerform(iterations: subscriptions.count * 2) { index in
    subscriptions[index % subscriptions.count].dispose()
  }
  // then
  #expect(!relay.hasObservers)
}
