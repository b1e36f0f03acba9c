import CleanReactive
import CleanReactiveTesting
import Dispatch
import Foundation
import Testing

/// The multi-source and timed operators under several threads (run under ThreadSanitizer by
/// `swift test --sanitize=thread --filter ReactiveTests`), and their promise to hold no lock
/// while their observer runs.
@Suite struct NewOperatorsConcurrencyTests {
  static let perThread = 10_000

  @Test func test_whenZipSourcesAreFedFromTwoThreads_thenEveryPairIsEmittedInOrder() {
    // given
    let left = PublishRelay<Int>()
    let right = PublishRelay<Int>()
    let received = TestLock<[Int]>([])
    let subscription = Observable.zip(left, right) { $0 - $1 }
      .subscribe(onNext: { difference in received.withLock { $0.append(difference) } })
    // when
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for index in 0..<Self.perThread {
        if thread == 0 { left.accept(index * 2) } else { right.accept(index) }
      }
    }
    subscription.dispose()
    // then: the n-th left element is paired with the n-th right one
    #expect(received.withLock { $0 } == Array(0..<Self.perThread))
  }

  @Test func test_whenSampleSourceAndSamplerRunOnTwoThreads_thenSamplesAreEmittedOnceAndInOrder() {
    // given
    let source = PublishRelay<Int>()
    let sampler = PublishRelay<Void>()
    let received = TestLock<[Int]>([])
    let subscription = source.sample(sampler)
      .subscribe(onNext: { value in received.withLock { $0.append(value) } })
    // when
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for index in 0..<Self.perThread {
        if thread == 0 { source.accept(index) } else { sampler.accept(()) }
      }
    }
    subscription.dispose()
    // then: strictly increasing (no element sampled twice, none out of order)
    let values = received.withLock { $0 }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test(.timeLimit(.minutes(1)))
  func test_whenBufferIsFedFromTwoThreads_thenEveryElementIsBufferedOnce() async {
    // given
    let source = PublishSubject<Int>()
    let received = TestLock<[Int]>([])
    let scheduler = SerialDispatchQueueScheduler(label: "buffer-timer")
    let done = Flag()
    let subscription = source.buffer(timeSpan: .milliseconds(1), count: 7, scheduler: scheduler)
      .subscribe(
        onNext: { batch in received.withLock { $0.append(contentsOf: batch) } },
        onCompleted: { done.raise() })
    // when: one thread emits while the timer closes windows on another
    for index in 0..<Self.perThread { source.onNext(index) }
    source.onCompleted()
    await done.wait()
    subscription.dispose()
    // then
    #expect(received.withLock { $0 } == Array(0..<Self.perThread))
  }

  @Test func test_whenZipObserverWaitsForAThreadFeedingASource_thenNoDeadlock() async {
    // given
    let left = PublishRelay<Int>()
    let right = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    Observable.zip(left, right) { $0 + $1 }
      .subscribe(onNext: { value in
        recorder.observer.onNext(value)
        guard value == 2 else { return }
        let finished = waitsForAnotherThread {
          left.accept(10)
          right.accept(10)
        }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    // when (on a thread of its own: the observer blocks it while it waits)
    await onOwnThread {
      left.accept(1)
      right.accept(1)
    }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [2, 20])
  }

  @Test func test_whenFlatMapFirstObserverWaitsForAThreadFeedingTheInner_thenNoDeadlock() async {
    // given
    let trigger = PublishRelay<Int>()
    let inner = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    trigger.flatMapFirst { _ in inner }
      .subscribe(onNext: { value in
        recorder.observer.onNext(value)
        guard value == 1 else { return }
        let finished = waitsForAnotherThread { inner.accept(2) }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    trigger.accept(0)
    // when (on a thread of its own: the observer blocks it while it waits)
    await onOwnThread { inner.accept(1) }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [1, 2])
  }

  @Test(.timeLimit(.minutes(1))) func test_whenTimeoutRacesElementsOnAQueue_thenGrammarHolds() async
  {
    // given
    let scheduler = SerialDispatchQueueScheduler(label: "timeout-timer")
    let source = PublishSubject<Int>()
    let recorder = Recorder<Int>()
    let done = Flag()
    let subscription = source.timeout(
      .microseconds(50), other: Observable.just(-1), scheduler: scheduler
    )
    .do(onError: { _ in done.raise() }, onCompleted: { done.raise() })
    .subscribe(recorder.observer)
    // when
    for index in 0..<Self.perThread { source.onNext(index) }
    source.onCompleted()
    await done.wait()
    subscription.dispose()
    // then: increasing elements, then at most one -1, then exactly one completion
    let events = recorder.events
    #expect(events.last == .completed)
    #expect(events.filter(\.isStopEvent).count == 1)
    let elements = recorder.elements.filter { $0 >= 0 }
    #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
    #expect(recorder.elements.filter { $0 < 0 }.count <= 1)
  }
}
