import CleanDomain
import CleanReactive
import Dispatch
import Testing

/// Many threads against one relay or operator: run under ThreadSanitizer by `.ci/run`
/// (`swift test --sanitize=thread --filter ReactiveTests`).
@Suite struct ConcurrencyStressTests {
  static let threads = 8
  static let perThread = 10_000

  @Test func test_whenEightThreadsAcceptIntoPublishRelay_thenEveryElementArrivesExactlyOnce() {
    // given
    let relay = PublishRelay<Int>()
    let received = TestLock<[Int]>([])
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in received.withLock { $0.append(value) } }).disposed(
      by: bag)
    // when
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread { relay.accept(thread * Self.perThread + index) }
    }
    // then
    let values = received.withLock { $0 }
    #expect(values.count == Self.threads * Self.perThread)
    #expect(Set(values).count == Self.threads * Self.perThread)
  }

  @Test func test_whenSubscribersComeAndGoWhileAccepting_thenEachSeesOneUnbrokenRunPerThread() {
    // given
    let relay = PublishRelay<Int>()
    let steady = TestLock<Set<Int>>([])
    let transientRuns = TestLock<[[Int]]>([])
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in _ = steady.withLock { $0.insert(value) } }).disposed(
      by: bag)
    // when: half the threads accept (each in increasing order), half subscribe and dispose in
    // a loop, keeping what each short-lived subscription received
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      if thread.isMultiple(of: 2) {
        for index in 0..<Self.perThread { relay.accept(thread * Self.perThread + index) }
      } else {
        for _ in 0..<(Self.perThread / 10) {
          let received = TestLock<[Int]>([])
          let subscription = relay.subscribe(onNext: { value in
            received.withLock { $0.append(value) }
          })
          subscription.dispose()
          let run = received.withLock { $0 }
          transientRuns.withLock { $0.append(run) }
        }
      }
    }
    // then: the steady subscriber saw every accepted value
    let accepted = (Self.threads / 2) * Self.perThread
    #expect(steady.withLock { $0.count } == accepted)
    // then: a short-lived subscriber saw, from each accepting thread, only values that thread
    // accepted, with no duplicate and no gap: the accepts made while it was subscribed
    let runs = transientRuns.withLock { $0 }
    #expect(runs.count == (Self.threads / 2) * (Self.perThread / 10))
    for run in runs {
      let byThread = Dictionary(grouping: run) { $0 / Self.perThread }
      #expect(byThread.keys.allSatisfy { $0.isMultiple(of: 2) && (0..<Self.threads).contains($0) })
      for values in byThread.values {
        #expect(values == Array(values[0]..<(values[0] + values.count)), "\(values)")
      }
    }
  }

  @Test func test_whenEightThreadsMutateBehaviorRelay_thenNoUpdateIsLost() {
    // given
    let relay = BehaviorRelay(value: 0)
    let deliveries = TestAtomic()
    let highest = TestAtomic()
    let bag = DisposeBag()
    relay.subscribe(onNext: { value in
      deliveries.add(1)
      highest.raise(to: value)
    }).disposed(by: bag)
    // when
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<Self.perThread { relay.mutate { $0 + 1 } }
    }
    // then: the initial value plus one delivery per update
    let total = Self.threads * Self.perThread
    #expect(relay.value == total)
    #expect(deliveries.value == total + 1)
    #expect(highest.value == total)
  }

  @Test func test_whenEightThreadsFeedAMerge_thenObserverIsNeverCalledConcurrently() {
    // given
    let relays = (0..<Self.threads).map { _ in PublishRelay<Int>() }
    let inside = TestAtomic()
    let overlaps = TestAtomic()
    let count = TestAtomic()
    let bag = DisposeBag()
    Observable.merge(relays.map { $0.asObservable() }).subscribe(onNext: { _ in
      if inside.add(1) > 1 {
        overlaps.add(1)
      }
      count.add(1)
      inside.add(-1)
    }).disposed(by: bag)
    // when
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<(Self.perThread / 10) { relays[thread].accept(index) }
    }
    // then
    #expect(overlaps.value == 0)
    #expect(count.value == Self.threads * Self.perThread / 10)
  }

  @Test func test_whenEightThreadsCombineLatest_thenEveryUpdateIsCombinedOnce() {
    // given
    let relays = (0..<Self.threads).map { _ in BehaviorRelay(value: 0) }
    let count = TestAtomic()
    let bag = DisposeBag()
    Observable.combineLatest(relays).subscribe(onNext: { _ in
      count.add(1)
    }).disposed(by: bag)
    // when
    let perThread = Self.perThread / 10
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 1...perThread { relays[thread].accept(index) }
    }
    // then: one combination when all had a value, then one per accept
    #expect(count.value == 1 + Self.threads * perThread)
  }

  /// Regression: the indicator's count was a bare relay, so two requests finishing on two threads
  /// could deliver their changes out of order (and concurrently), leaving a subscriber on "loading".
  @Test func test_whenEightThreadsTrackActivity_thenTheLoadingStreamEndsFalseAndAlternates() {
    // given
    let indicator = ActivityIndicator()
    let seen = TestLock<[Bool]>([])
    let bag = DisposeBag()
    indicator.asObservable().subscribe(onNext: { loading in
      seen.withLock { $0.append(loading) }
    }).disposed(by: bag)
    // when
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<(Self.perThread / 10) {
        _ = Observable.just(1).trackActivity(indicator).subscribe()
      }
    }
    // then: the last state seen is the real one, and each state differs from the one before
    let states = seen.withLock { $0 }
    #expect(states.last == false)
    #expect(indicator.isActive == false)
    #expect(zip(states, states.dropFirst()).allSatisfy { $0 != $1 })
  }

  @Test func test_whenEightThreadsTrackActivity_thenIndicatorEndsIdle() {
    // given
    let indicator = ActivityIndicator()
    let pending = PublishRelay<Int>()
    // when
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<(Self.perThread / 10) {
        let subscription = pending.trackActivity(indicator).subscribe()
        _ = Observable.just(1).trackActivity(indicator).subscribe()
        subscription.dispose()
      }
    }
    // then
    #expect(!indicator.isActive)
  }

  @Test func test_whenDisposingFromAnotherThreadWhileAccepting_thenNothingArrivesAfterDispose() {
    // given
    let relay = PublishRelay<Int>()
    let disposed = TestAtomic()
    let lateDeliveries = TestAtomic()
    let subscription = SerialDisposable()
    subscription.disposable = relay.subscribe(onNext: { _ in
      if disposed.value == 1 { lateDeliveries.add(1) }
    })
    // when
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for index in 0..<Self.perThread { relay.accept(index) }
      } else {
        subscription.dispose()
        disposed.store(1)
      }
    }
    // then: at most the one delivery that was already in flight on the accepting thread
    #expect(lateDeliveries.value <= 1)
    #expect(!relay.hasObservers)
  }
}
