import CleanDomain
import CleanReactive
import Foundation
import Testing

/// The kernel's composite operators hold no lock while their observer runs (see `Serializer`).
///
/// Each test makes an observer, in the middle of a delivery, hand work to another thread that
/// feeds the *same* operator, and wait for that thread. If the operator still held a lock during
/// delivery, the other thread would block on it while the observer waits for it: a deadlock,
/// detected by the generous bound of `waitsForAnotherThread` (it only elapses on failure; a
/// passing run never waits for it). The event fed meanwhile must be delivered right after the
/// callback returns, in order. The delivery that waits runs on a thread of the test's own
/// (`onOwnThread`), so the wait blocks no thread of the cooperative pool.
@Suite struct NoLockHeldWhileDeliveringTests {

  @Test func test_whenFlatMapLatestObserverWaitsForAThreadFeedingTheOuter_thenNoDeadlock() async {
    // given
    let trigger = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    trigger.flatMapLatest { Observable.just($0) }
      .subscribe(
        onNext: { value in
          recorder.observer.onNext(value)
          guard value == 1 else { return }
          let finished = waitsForAnotherThread { trigger.accept(2) }
          otherThreadFinished.withLock { $0 = finished }
        }
      )
      .disposed(by: bag)
    // when
    await onOwnThread { trigger.accept(1) }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [1, 2])
  }

  @Test func test_whenWithLatestFromObserverWaitsForAThreadFeedingTheSecond_thenNoDeadlock() async {
    // given
    let trigger = PublishRelay<Void>()
    let state = BehaviorRelay(value: 0)
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    trigger.withLatestFrom(state)
      .subscribe(onNext: { value in
        recorder.observer.onNext(value)
        let finished = waitsForAnotherThread { state.accept(value + 1) }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    // when
    await onOwnThread {
      trigger.accept(())
      trigger.accept(())
    }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [0, 1])
  }

  @Test func test_whenMergeObserverWaitsForAThreadFeedingAnotherSource_thenNoDeadlock() async {
    // given
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    Observable.merge(first.asObservable(), second.asObservable())
      .subscribe(onNext: { value in
        recorder.observer.onNext(value)
        guard value == 1 else { return }
        let finished = waitsForAnotherThread { second.accept(2) }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    // when
    await onOwnThread { first.accept(1) }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [1, 2])
  }

  @Test func test_whenCombineLatestObserverWaitsForAThreadFeedingASource_thenNoDeadlock() async {
    // given
    let left = BehaviorRelay(value: 0)
    let right = BehaviorRelay(value: 10)
    let recorder = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    Observable.combineLatest(left, right) { $0 + $1 }
      .subscribe(onNext: { sum in
        recorder.observer.onNext(sum)
        guard sum == 11 else { return }
        let finished = waitsForAnotherThread { right.accept(20) }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    // when
    await onOwnThread { left.accept(1) }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(recorder.elements == [10, 11, 21])
  }

  @Test func test_whenSharedObserverWaitsForAThreadSubscribingAndFeeding_thenNoDeadlock() async {
    // given
    let source = PublishRelay<Int>()
    let shared = source.share(replay: 1)
    let first = Recorder<Int>()
    let late = Recorder<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    shared.subscribe(onNext: { value in
      first.observer.onNext(value)
      guard value == 1 else { return }
      let finished = waitsForAnotherThread {
        shared.subscribe(late.observer).disposed(by: bag)
        source.accept(2)
      }
      otherThreadFinished.withLock { $0 = finished }
    })
    .disposed(by: bag)
    // when
    await onOwnThread { source.accept(1) }
    // then: the late subscriber saw its replay before the live element, each once
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(first.elements == [1, 2])
    #expect(late.elements == [1, 2])
  }

  /// The shape that deadlocked the player search screen under load: load-more reads the current
  /// page through `withLatestFrom`, the request runs in `flatMapLatest`, and its answer — on a
  /// network thread — is written back into that page state while the user taps again.
  @Test func test_whenPagingFeedbackLoopIsDrivenFromTwoThreads_thenNoDeadlock() async {
    // given
    let loadMore = PublishRelay<Void>()
    let page = BehaviorRelay(value: 0)
    let responses = PublishRelay<Int>()
    let otherThreadFinished = TestLock<Bool?>(nil)
    let bag = DisposeBag()
    loadMore.withLatestFrom(page)
      .flatMapLatest { current in responses.take(1).map { _ in current + 1 } }
      .subscribe(onNext: { next in
        page.accept(next)
        guard next == 1 else { return }
        // A tap arrives on another thread while this answer is still being delivered.
        let finished = waitsForAnotherThread { loadMore.accept(()) }
        otherThreadFinished.withLock { $0 = finished }
      })
      .disposed(by: bag)
    // when
    await onOwnThread {
      loadMore.accept(())
      responses.accept(0)
      responses.accept(0)
    }
    // then
    #expect(otherThreadFinished.withLock { $0 } == true)
    #expect(page.value == 2)
  }
}
