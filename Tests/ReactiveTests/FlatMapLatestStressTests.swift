import CleanReactive
import Dispatch
import Testing

/// `flatMapLatest` decides without a lock (see `SerialDrain`): many threads against it, run
/// under ThreadSanitizer by `.ci/run` (`swift test --sanitize=thread --filter ReactiveTests`).
@Suite struct FlatMapLatestStressTests {
  @Test func test_whenInnersEmitFromManyThreadsWhileOuterSwitches_thenObserverIsNeverConcurrent() {
    // given: four inner subjects fed from four threads while a fifth switches between them
    let inners = (0..<4).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let inside = TestAtomic()
    let overlaps = TestAtomic()
    let last = TestAtomic()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { value in
      if inside.add(1) > 1 {
        overlaps.add(1)
      }
      last.store(value)
      inside.add(-1)
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
    #expect(overlaps.value == 0)
    #expect(last.value == -2)
    subscription.dispose()
    #expect(inners.allSatisfy { !$0.hasObservers })
  }

  @Test func test_whenDisposedFromAnotherThreadWhileSwitching_thenEveryInnerIsReleased() {
    // given
    let inners = (0..<4).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let received = TestAtomic()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { _ in
      received.add(1)
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
    let afterDisposal = received.value
    for inner in inners { inner.onNext(0) }
    // then
    #expect(received.value == afterDisposal)
    #expect(inners.allSatisfy { !$0.hasObservers })
    #expect(!outer.hasObservers)
  }
}
