import CleanReactive
import CleanReactiveTesting
import Testing

/// `toBlocking()` blocks its thread until the sequence ends: a read that has to wait (a source
/// on another thread, a timeout) runs on a thread of the test's own (`onOwnThread`), never on
/// the cooperative pool. A source that ends during the subscription never waits.
@Suite struct BlockingTests {
  private let background = SerialDispatchQueueScheduler(label: "blocking-tests")

  @Test func test_whenReadingAllElements_thenToArrayReturnsThemInOrder() throws {
    // given
    let source = Observable.of(42, 43, 44)
    // when
    let elements = try source.toBlocking().toArray()
    // then
    #expect(elements == [42, 43, 44])
  }

  @Test func test_whenElementsArriveOnAnotherThread_thenTheReadWaitsForThem() async throws {
    // given
    let source = Observable.of(1, 2, 3).subscribe(on: background)
    // when: read from a thread of its own, never one of the concurrency pool
    let elements = try await onOwnThread { try source.toBlocking(timeout: .seconds(10)).toArray() }
    // then
    #expect(elements == [1, 2, 3])
  }

  @Test func test_whenSourceFails_thenToArrayThrowsItsError() {
    // given
    let source = Observable<Int>.error(TestError.boom)
    // when / then
    #expect(throws: TestError.boom) { try source.toBlocking().toArray() }
  }

  @Test func test_whenReadingFirst_thenFirstElementIsReturnedAndSubscriptionDisposed() async throws
  {
    // given
    let disposed = TestLock(false)
    let source = Observable.of(1, 2).concat(Observable<Int>.never())
      .do(onDispose: { disposed.withLock { $0 = true } })
    // when
    let first = try await onOwnThread { try source.toBlocking(timeout: .seconds(10)).first() }
    // then
    #expect(first == 1)
    #expect(disposed.withLock { $0 })
  }

  @Test func test_whenReadingFirstOfEmpty_thenNilIsReturned() throws {
    // given
    let source = Observable<Int>.empty()
    // when
    let first = try source.toBlocking().first()
    // then
    #expect(first == nil)
  }

  @Test func test_whenReadingLast_thenLastElementIsReturned() throws {
    // given
    let source = Observable.of(1, 2, 3)
    // when
    let last = try source.toBlocking().last()
    // then
    #expect(last == 3)
  }

  @Test func test_whenReadingSingleOfOneElement_thenItIsReturned() throws {
    // given
    let source = Observable.just(7)
    // when
    let single = try source.toBlocking().single()
    // then
    #expect(single == 7)
  }

  @Test func test_whenReadingSingleOfEmpty_thenNoElementsIsThrown() {
    // given
    let source = Observable<Int>.empty()
    // when / then
    #expect(throws: BlockingError.noElements) { try source.toBlocking().single() }
  }

  @Test func test_whenReadingSingleOfSeveral_thenMoreThanOneElementIsThrown() async {
    // given
    let source = Observable.of(1, 2).concat(Observable<Int>.never())
    // when / then
    await #expect(throws: BlockingError.moreThanOneElement) {
      try await onOwnThread { try source.toBlocking(timeout: .seconds(10)).single() }
    }
  }

  @Test func test_whenSequenceDoesNotFinishInTime_thenTimeoutIsThrownAndSubscriptionDisposed()
    async
  {
    // given
    let disposed = TestLock(false)
    let source = Observable<Int>.never().do(onDispose: { disposed.withLock { $0 = true } })
    // when / then
    await #expect(throws: BlockingError.timeout) {
      try await onOwnThread { try source.toBlocking(timeout: .milliseconds(20)).toArray() }
    }
    #expect(disposed.withLock { $0 })
  }

  @Test func test_whenMaterializingACompletedSequence_thenElementsAndCompletionAreReturned() {
    // given
    let source = Observable.of(1, 2)
    // when
    let result = source.toBlocking().materialize()
    // then
    guard case .completed(let elements) = result else {
      Issue.record("expected completion, got \(result)")
      return
    }
    #expect(elements == [1, 2])
  }

  @Test func test_whenMaterializingAFailedSequence_thenElementsAndErrorAreReturned() {
    // given
    let source = Observable.just(1).concat(Observable<Int>.error(TestError.boom))
    // when
    let result = source.toBlocking().materialize()
    // then
    guard case .failed(let elements, let error) = result else {
      Issue.record("expected failure, got \(result)")
      return
    }
    #expect(elements == [1])
    #expect(error as? TestError == .boom)
  }

  @Test func test_whenMaterializingATimedOutSequence_thenTimeoutIsTheError() async throws {
    // given
    let source = Observable.just(1).concat(Observable<Int>.never())
    // when
    let elementsBeforeTimeout = await onOwnThread { () -> [Int]? in
      // (the result holds `any Error`, not Sendable: it is read on its own thread)
      let result = source.toBlocking(timeout: .milliseconds(20)).materialize()
      guard case .failed(let elements, let error) = result, error as? BlockingError == .timeout
      else { return nil }
      return elements
    }
    // then: failed with the timeout, after the element
    #expect(elementsBeforeTimeout == [1])
  }

  /// Issue 25, trap 6: `toBlocking(timeout:)` on `Single.fromAsync` from a Swift Testing test
  /// held a thread of the 2-thread pool the async work needed, and timed out; now it refuses at
  /// once.
  @Test func test_whenBlockingOnAsyncWorkFromATask_thenTheReadFailsAtOnceInsteadOfBlocking()
    async throws
  {
    // given: async work that needs the concurrency pool and finishes only once this test
    // moves on — so, read from this task (a pool thread), a blocking read can only hang
    let (gate, opening) = AsyncStream<Void>.makeStream()
    let single = Single<Int>.fromAsync {
      for await _ in gate { break }
      return 42
    }
    // when: the timeout is a bound that only a hang reaches (the read would block this thread)
    let outcome = Result { try single.toBlocking(timeout: .seconds(60)).single() }
    opening.finish()
    // then: refused at once, with the error that says why
    #expect(throws: BlockingError.wouldBlockConcurrencyPool) { try outcome.get() }
    // and the documented way, awaiting, reads the value
    #expect(try await Single<Int>.fromAsync { 42 }.value == 42)
  }
}
