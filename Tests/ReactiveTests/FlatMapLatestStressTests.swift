import CleanReactive
import Dispatch
import Synchronization
import Testing

/// `flatMapLatest` decides without a lock (see `SerialDrain`): many threads against it, run
/// under ThreadSanitizer by `.ci/run` (`swift test --sanitize=thread --filter ReactiveTests`).
@Suite struct FlatMapLatestStressTests {
  @Test func test_whenInnersEmitFromManyThreadsWhileOuterSwitches_thenObserverIsNeverConcurrent() {
    // given: four inner subjects fed from four threads while a fifth switches between them
    let inners = (0..<4).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let last = Atomic<Int>(0)
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      last.store(value, ordering: .relaxed)
      inside.subtract(1, ordering: .acquiringAndReleasing)
    })
    // when
    DispatchQueue.concurrentPerform(iterations: 5) { thread in
      if thread == 4 {
        for index in 0..<2_000 { outer.onNext(index % 4) }
      } else {
        for index in 1...5_000 { inners[thread].onNext(index) }
      }
    }
    outer.onNext(1)
    inners[0].onNext(-1)  // stale now: must not arrive
    inners[1].onNext(-2)
    // then
    #expect(overlaps.load(ordering: .relaxed) == 0)
    #expect(last.load(ordering: .relaxed) == -2)
    subscription.dispose()
    #expect(inners.allSatisfy { !$0.hasObservers })
  }

  @Test func test_whenDisposedFromAnotherThreadWhileSwitching_thenEveryInnerIsReleased() {
    // given
    let inners = (0..<4).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let received = Atomic<Int>(0)
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { _ in
      received.add(1, ordering: .relaxed)
    })
    // when
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for index in 0..<5_000 { outer.onNext(index % 4) }
      } else {
        for index in 0..<5_000 {
          inners[index % 4].onNext(index)
          if index == 2_500 { subscription.dispose() }
        }
      }
    }
    let afterDisposal = received.load(ordering: .relaxed)
    for inner in inners { inner.onNext(0) }
    // then
    #expect(received.load(ordering: .relaxed) == afterDisposal)
    #expect(inners.allSatisfy { !$0.hasObservers })
    #expect(!outer.hasObservers)
  }
}
