import CleanReactive
import Dispatch
import Testing

/// `publish`, `refCount`, `replayAll` and `groupBy` under several threads (run under
/// ThreadSanitizer by `swift test --sanitize=thread`): subscribers arriving and leaving while
/// the source emits on another thread.
@Suite struct ConnectableConcurrencyTests {
  static let elements = 2_000
  static let subscribers = 100

  @Test func test_whenSubscribersArriveWhileReplayAllEmits_thenEachSeesEveryElementOnceInOrder() {
    // given
    let source = PublishSubject<Int>()
    let replayed = source.replayAll()
    let connection = replayed.connect()
    let recorders = (0..<Self.subscribers).map { _ in TestLock<[Int]>([]) }
    let completions = TestLock(0)
    // when: one thread emits while another subscribes; the source completes after both
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for element in 0..<Self.elements { source.onNext(element) }
      } else {
        for recorder in recorders {
          _ = replayed.subscribe(
            onNext: { element in recorder.withLock { $0.append(element) } },
            onCompleted: { completions.withLock { $0 += 1 } })
        }
      }
    }
    source.onCompleted()
    connection.dispose()
    // then: replay and live events joined without a gap, a duplicate or a reordering
    let expected = Array(0..<Self.elements)
    let complete = recorders.filter { $0.withLock { $0 } == expected }
    #expect(complete.count == Self.subscribers)
    #expect(completions.withLock { $0 } == Self.subscribers)
  }

  @Test func test_whenRefCountSubscribersComeAndGoOnTwoThreads_thenTheSourceEndsDisconnected() {
    // given
    let active = TestLock(0)
    let emitter = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
      active.withLock { $0 += 1 }
      let subscription = emitter.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        active.withLock { $0 -= 1 }
      }
    }
    let shared = source.publish().refCount()
    let runs = TestLock<[[Int]]>([])
    // when: two threads subscribe and dispose while a third emits
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      if thread == 2 {
        for element in 0..<Self.elements { emitter.onNext(element) }
        return
      }
      for _ in 0..<Self.subscribers {
        let run = TestLock<[Int]>([])
        let record: @Sendable (Int) -> Void = { element in run.withLock { $0.append(element) } }
        let subscription = shared.subscribe(onNext: record)
        subscription.dispose()
        runs.withLock { $0.append(run.withLock { $0 }) }
      }
    }
    // then: no source subscription is left, and every subscriber saw increasing elements
    #expect(active.withLock { $0 } == 0)
    #expect(runs.withLock { $0.count } == Self.subscribers * 2)
    for run in runs.withLock({ $0 }) {
      #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  @Test func test_whenGroupSubscribersLeaveWhileTheSourceEmits_thenTheSourceIsReleased() {
    // given
    let active = TestLock(0)
    let emitter = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
      active.withLock { $0 += 1 }
      let subscription = emitter.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        active.withLock { $0 -= 1 }
      }
    }
    let groups = TestLock<[GroupedObservable<Int, Int>]>([])
    let outer = source.groupBy { $0 % 7 }
      .subscribe(onNext: { group in groups.withLock { $0.append(group) } })
    emitter.onNext(0)
    let group = groups.withLock { $0[0] }
    // when: one thread emits while another subscribes to and leaves the first group
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for element in 1..<Self.elements { emitter.onNext(element) }
      } else {
        for _ in 0..<Self.subscribers {
          group.subscribe(onNext: { _ in }).dispose()
        }
      }
    }
    outer.dispose()
    // then: the last holder gone, the source is released
    #expect(groups.withLock { $0.count } == 7)
    #expect(active.withLock { $0 } == 0)
  }

  @Test func test_whenPublishedSubscribersArriveWhileItEmits_thenEachSeesAnIncreasingRun() {
    // given
    let source = PublishSubject<Int>()
    let published = source.publish()
    let connection = published.connect()
    let recorders = (0..<Self.subscribers).map { _ in TestLock<[Int]>([]) }
    // when
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for element in 0..<Self.elements { source.onNext(element) }
      } else {
        for recorder in recorders {
          _ = published.subscribe(onNext: { element in recorder.withLock { $0.append(element) } })
        }
      }
    }
    connection.dispose()
    // then: each subscriber saw a contiguous run that ends with the last element
    for recorder in recorders {
      let values = recorder.withLock { $0 }
      if let first = values.first {
        #expect(values == Array(first..<Self.elements))
      }
    }
  }

  @Test func test_whenALiveElementArrivesFromAnotherThreadDuringAReplay_thenItWaitsForTheReplay()
    async
  {
    // given: a replayed element whose observer, before recording it, waits for another thread
    // to emit a live element
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(0)
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    // when (on a thread of its own: the observer blocks it while it waits)
    await onOwnThread {
      let subscription = subject.subscribe(
        AnyObserver { event in
          if event.element == 0 {
            let finished = waitsForAnotherThread { subject.onNext(1) }
            otherThreadFinished.withLock { $0 = finished }
          }
          recorder.observer.on(event)
        })
      subscription.dispose()
    }
    // then: the live element was held back until the replay was delivered, without blocking
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [0, 1])
  }
}
