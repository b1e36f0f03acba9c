import CleanReactive
import Testing

/// `value` on `Single`, `Maybe` and `Completable`: the outcome in, and cancellation of the
/// awaiting task out, as a disposal of the subscription and a `CancellationError`.
@Suite(.timeLimit(.minutes(1))) struct AwaitingTraitsTests {
  @Test func test_whenASingleSucceeds_thenValueReturnsTheElement() async throws {
    #expect(try await Single.just(7).value == 7)
  }

  @Test func test_whenASingleFails_thenValueThrowsTheError() async {
    await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value }
  }

  @Test func test_whenTheSourceOfASingleIsEmpty_thenValueThrowsNoElements() async {
    await #expect(throws: SingleError.noElements) {
      try await Observable<Int>.empty().asSingle().value
    }
  }

  @Test func test_whenASingleOfAnOptionalSucceedsWithNil_thenValueReturnsNil() async throws {
    #expect(try await Single<Int?>.just(nil).value == nil)
  }

  @Test func test_whenAMaybeSucceeds_thenValueReturnsTheElement() async throws {
    #expect(try await Maybe.just("a").value == "a")
  }

  @Test func test_whenAMaybeCompletesEmpty_thenValueReturnsNil() async throws {
    #expect(try await Maybe<String>.empty().value == nil)
  }

  @Test func test_whenAMaybeFails_thenValueThrowsTheError() async {
    await #expect(throws: TestError.boom) { try await Maybe<Int>.error(TestError.boom).value }
  }

  @Test func test_whenTheSourceOfACompletableCompletes_thenValueReturnsAfterItsElements()
    async throws
  {
    // given
    let seen = TestLock<[Int]>([])
    let source = Observable.of(1, 2).do(onNext: { element in seen.withLock { $0.append(element) } })
    // when
    try await source.asCompletable().value
    // then
    #expect(seen.withLock { $0 } == [1, 2])
  }

  @Test func test_whenACompletableFails_thenValueThrowsTheError() async {
    await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
  }

  @Test func test_whenAwaitingASingleIsCancelled_thenTheRequestIsDisposedAndCancellationThrown()
    async
  {
    await expectCancellationDisposes { disposable in
      Single<Int>.create { _ in disposable }.asObservable()
    } awaiting: { source in
      _ = try await source.asSingle().value
    }
  }

  @Test func test_whenAwaitingAMaybeIsCancelled_thenTheRequestIsDisposedAndCancellationThrown()
    async
  {
    await expectCancellationDisposes { disposable in
      Maybe<Int>.create { _ in disposable }.asObservable()
    } awaiting: { source in
      _ = try await source.asMaybe().value
    }
  }

  @Test
  func test_whenAwaitingACompletableIsCancelled_thenTheRequestIsDisposedAndCancellationThrown()
    async
  {
    await expectCancellationDisposes { disposable in
      Completable.create { _ in disposable }.asObservable()
    } awaiting: { source in
      try await source.asCompletable().value
    }
  }

  @Test func test_whenTheAwaitingTaskIsCancelledBeforeItAwaits_thenNothingIsSubscribed() async {
    // given
    let subscribed = TestLock(false)
    let single = Single<Int>.create { _ in
      subscribed.withLock { $0 = true }
      return Disposables.create()
    }
    let gate = Flag()
    let waiter = Task {
      await gate.wait()
      return try await single.value
    }
    // when
    waiter.cancel()
    gate.raise()
    // then
    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(!subscribed.withLock { $0 })
  }

  @Test func test_whenASingleAnswered_thenItsProducerIsReleased() async throws {
    // given
    let released = Flag()
    do {
      let tracker = Tracker(onDeinit: released.raise)
      let single = Single<Int>.create { completion in
        _ = tracker
        completion(.success(1))
        return Disposables.create()
      }
      // when
      #expect(try await single.value == 1)
    }
    // then (a leak fails the time limit)
    await released.wait()
  }

  @Test func test_whenAwaitingIsCancelled_thenTheProducerAndItsRequestAreReleased() async {
    // given
    let released = Flag()
    let subscribed = Flag()
    let waiter: Task<Int, any Error>
    do {
      let tracker = Tracker(onDeinit: released.raise)
      let single = Single<Int>.create { _ in
        subscribed.raise()
        return Disposables.create { _ = tracker }
      }
      waiter = Task { try await single.value }
    }
    await subscribed.wait()
    // when
    waiter.cancel()
    // then (a leak fails the time limit)
    _ = await waiter.result
    await released.wait()
  }
}

/// Subscribes through `awaiting` in a task, cancels the task once `source` is subscribed, and
/// expects the disposable handed to `source` to be disposed and the task to throw
/// `CancellationError`.
private func expectCancellationDisposes<Element: Sendable>(
  _ source: (any Disposable) -> Observable<Element>,
  awaiting: @escaping @Sendable (Observable<Element>) async throws -> Void
) async {
  let subscribed = Flag()
  let disposed = Flag()
  let observable = source(Disposables.create { disposed.raise() })
    .do(onSubscribed: { subscribed.raise() })
  let waiter = Task { try await awaiting(observable) }
  await subscribed.wait()
  waiter.cancel()
  await disposed.wait()
  await #expect(throws: CancellationError.self) { try await waiter.value }
}
