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
    // when (the 60 s bound only ends a hang)
    let elements = try await onOwnThread { try source.toBlocking(timeout: .seconds(60)).toArray() }
    // then
    #expect(elements == [1, 2, 3])
  }

  @Test func test_whenSourceFails_thenToArrayThrowsItsError() {
    // given
    let source = Observable<Int>.error(TestError.boom)
    // when / then
    #expect(throws: TestError.boom) { try source.toBlocking().toArray() }
  }

  @Test func test_whenReadingFirst_thenFirstElementIsReturnedAndSubscriptionDisposed() throws {
    // given
    let disposed = TestLock(false)
    let source = Observable.of(1, 2).concat(Observable<Int>.never())
      .do(onDispose: { disposed.withLock { $0 = true } })
    // when
    let first = try source.toBlocking(timeout: .seconds(10)).first()
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

  @Test func test_whenReadingSingleOfSeveral_thenMoreThanOneElementIsThrown() {
    // given
    let source = Observable.of(1, 2).concat(Observable<Int>.never())
    // when / then
    #expect(throws: BlockingError.moreThanOneElement) {
      try source.toBlocking(timeout: .seconds(10)).single()
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

  @Test func test_whenMaterializingATimedOutSequence_thenTimeoutIsTheError() async {
    // given
    let source = Observable.just(1).concat(Observable<Int>.never())
    // when
    let (elements, timedOut) = await onOwnThread { () -> ([Int]?, Bool) in
      guard
        case .failed(let elements, let error) =
          source.toBlocking(timeout: .milliseconds(20)).materialize()
      else { return (nil, false) }
      return (elements, error as? BlockingError == .timeout)
    }
    // then
    #expect(elements == [1])
    #expect(timedOut)
  }
}
