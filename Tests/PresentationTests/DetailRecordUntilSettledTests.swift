import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanPrimitives
import CleanReactive
import Foundation
import Testing

/// `recordUntilSettled(_:)` of the detail blocks — `CachedValue`, `Submission`,
/// `CachedValueWithSubmission` — over work that answers on threads of its own, as a loopback
/// server's answers arrive. A trial's own waiter ("until `isLoading` is false") hung there past
/// its time limit; these record to the settling decision, and end when the task is cancelled.

private let stored = User(id: 3, nickname: "carol", rating: 900)
private let after = User(id: 3, nickname: "carol", rating: 1700)
private let failure503 = APIError.server(HTTPFailure(status: 503))

private typealias Detail = CachedValueWithSubmission<User, Never, Int, String, Banned>

/// `events`, sent on a thread of its own once subscribed (as URLSession answers, on its own
/// queue): the intent that sent the request has usually returned by then.
private func readOnAnotherThread<Value: Sendable>(
  _ events: Event<Sourced<Value>>...
) -> Observable<Sourced<Value>> {
  Observable.create { observer in
    Thread.detachNewThread { events.forEach(observer.on) }
    return Disposables.create()
  }
}

/// A write answered `result` on a thread of its own once subscribed, after `gate` is opened
/// when there is one (the write stays in flight until then).
private func writtenOnAnotherThread<Value: Sendable>(
  _ result: Result<Value, any Error>, after gate: DispatchSemaphore? = nil
) -> Single<Value> {
  Single.create { completion in
    Thread.detachNewThread {
      gate?.wait()  // on that thread, never the cooperative pool
      completion(result)
    }
    return Disposables.create()
  }
}

/// A state of `Detail`, field by field.
private func detail(
  _ user: User?, loading: Bool = false, submitting: Bool = false, written: String? = nil,
  writeError: RequestFailure<Banned>? = nil
) -> Detail.State {
  Detail.State(
    read: CachedValueState(
      value: user.map { Sourced(value: $0, source: .network) }, isLoading: loading,
      lastError: nil),
    write: SubmissionState(isSubmitting: submitting, value: written, lastError: writeError))
}

@Suite(.timeLimit(.minutes(1))) struct DetailRecordUntilSettledTests {
  // MARK: CachedValue

  @Test
  func test_whenALoadIsAnsweredLaterOnAnotherThread_thenLoadingItsCopyAndItsAnswerAreRecorded()
    async
  {
    // given: a stored copy, then the server's answer, from a thread of their own
    let profile = CachedValue<User, Banned>(fetch: {
      readOnAnotherThread(
        .next(Sourced(value: stored, source: .cache)),
        .next(Sourced(value: Fixtures.carol, source: .network)), .completed)
    })
    // when
    let shown = await profile.recordUntilSettled { $0.load() }
    // then: loading up, the copy while loading, the answer with loading down, in that order
    #expect(
      shown.states == [
        .initial,
        CachedValueState(value: nil, isLoading: true, lastError: nil),
        CachedValueState(
          value: Sourced(value: stored, source: .cache), isLoading: true, lastError: nil),
        CachedValueState(
          value: Sourced(value: Fixtures.carol, source: .network), isLoading: false,
          lastError: nil),
      ])
    #expect(shown.networkErrors.isEmpty && shown.featureErrors.isEmpty)
  }

  @Test func test_whenALoadIsAnsweredByAnAsyncTask_thenTheRecordingEndsWithTheAnswer() async {
    // given: a network-only read whose answer comes from a task of its own
    let profile = CachedValue<User, Never>(fetch: { TypedRequest { Fixtures.carol } })
    // when
    let shown = await profile.recordUntilSettled { $0.load() }
    // then
    #expect(shown.states.map(\.isLoading) == [false, true, false])
    #expect(shown.states.last?.value == Sourced(value: Fixtures.carol, source: .network))
  }

  @Test func test_whenALoadFailsOnAnotherThread_thenItsStateThenItsOneEventAreTheLastRecorded()
    async
  {
    // given
    let profile = CachedValue<User, Banned>(fetch: { readOnAnotherThread(.error(failure503)) })
    // when
    let shown = await profile.recordUntilSettled { $0.load() }
    // then
    #expect(
      shown.events.suffix(2) == [
        .state(CachedValueState(value: nil, isLoading: false, lastError: .network(failure503))),
        .networkError(failure503),
      ])
    #expect(shown.networkErrors == [failure503] && shown.featureErrors.isEmpty)
  }

  @Test func test_whenALoadIsSentWhileAnotherThreadDeliversTheAnswerBefore_thenItIsRecorded()
    async
  {
    // given: the first answer comes on a thread of the test's own, which a subscriber holds
    // inside the block's delivery of it until the next load is sent; the next load answers
    // as it is subscribed, so it is decided at once but shown by the held thread
    let firstAnswer = PublishSubject<Sourced<User>>()
    let calls = Locked(0)
    let profile = CachedValue<User, Banned>(fetch: {
      let call = calls.withLock { calls in
        calls += 1
        return calls
      }
      return call == 1 ? firstAnswer.asObservable() : .just(Sourced(value: after, source: .network))
    })
    let held = DispatchSemaphore(value: 0)
    let (shown, answerShown) = AsyncStream<Void>.makeStream()
    let holder = profile.state.subscribe(onNext: { state in
      guard state.value?.value == stored, !state.isLoading else { return }
      answerShown.yield()
      held.wait()  // on the answering thread (never the cooperative pool)
    })
    defer { holder.dispose() }
    profile.load()
    Thread.detachNewThread { firstAnswer.onNext(Sourced(value: stored, source: .network)) }
    for await _ in shown { break }
    // when: the answering thread is still delivering the first answer
    let next = await profile.recordUntilSettled { profile in
      profile.load()
      held.signal()
    }
    // then: the reload's loading and its answer, the answer before first
    #expect(next.states.map(\.isLoading) == [false, true, false])
    #expect(next.states.map(\.value?.value) == [stored, stored, after])
  }

  @Test func test_whenTheIntentSendsNothingAndNothingIsInFlight_thenTheRecordingEndsAtOnce() async {
    // given: a block that has settled, whose next read would never answer
    let reads = Locked(0)
    let profile = CachedValue<User, Banned>(fetch: {
      let read = reads.withLock { reads in
        reads += 1
        return reads
      }
      return read == 1 ? .just(Sourced(value: stored, source: .network)) : .never()
    })
    let loaded = await profile.recordUntilSettled { $0.load() }
    // when
    let shown = await profile.recordUntilSettled { _ in }
    // then: the state shown, alone
    #expect(shown.states == Array(loaded.states.suffix(1)))
    #expect(shown.events.count == 1)
  }

  @Test func test_whenTheCallingTaskIsCancelled_thenARecordingOfALoadInFlightEnds() async {
    // given: a read that never answers
    let profile = CachedValue<User, Banned>(fetch: { .never() })
    let (sent, intentSent) = AsyncStream<Void>.makeStream()
    let recording = Task {
      await profile.recordUntilSettled { profile in
        profile.load()
        intentSent.yield()
      }
    }
    for await _ in sent { break }
    // when
    recording.cancel()
    // then: it returns what was shown up to then; the load is still in flight
    let shown = await recording.value
    #expect(
      shown.states == [.initial, CachedValueState(value: nil, isLoading: true, lastError: nil)])
    #expect(profile.currentState.isLoading)
  }

  @Test func test_whenTheTaskWasCancelledBeforeTheCall_thenTheIntentRunsAndTheRecordingEnds() async
  {
    // given
    let profile = CachedValue<User, Banned>(fetch: { .never() })
    // when
    let shown = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await profile.recordUntilSettled { $0.load() }
    }.value
    // then
    #expect(shown.states.map(\.isLoading) == [false, true])
  }

  // MARK: Submission

  @Test func test_whenAWriteIsAnsweredLaterOnAnotherThread_thenItSettlesWithItsStateThenItsSuccess()
    async
  {
    // given
    let join = Submission<Int, String, Banned>(write: { id in
      TypedRequest(classifying: writtenOnAnotherThread(.success("joined \(id)")))
    })
    // when
    let shown = await join.recordUntilSettled { $0.submit(7) }
    // then: the write in flight, the state that ends it, then its one event — the last
    #expect(
      shown.events == [
        .state(.initial),
        .state(SubmissionState(isSubmitting: true, value: nil, lastError: nil)),
        .state(SubmissionState(isSubmitting: false, value: "joined 7", lastError: nil)),
        .succeeded("joined 7"),
      ])
  }

  @Test func test_whenAWriteFailsOnAnotherThread_thenItsStateThenItsOneEventAreTheLastRecorded()
    async
  {
    // given
    let join = Submission<Int, String, Banned>(write: { _ in
      TypedRequest(classifying: writtenOnAnotherThread(.failure(Banned.banned(userIds: [1]))))
    })
    // when
    let shown = await join.recordUntilSettled { $0.submit(7) }
    // then
    #expect(
      shown.events.suffix(2) == [
        .state(
          SubmissionState(
            isSubmitting: false, value: nil, lastError: .domain(.banned(userIds: [1])))),
        .featureError(.banned(userIds: [1])),
      ])
    #expect(shown.featureErrors.count == 1 && shown.networkErrors.isEmpty)
    #expect(shown.succeeded.isEmpty)
  }

  @Test func test_whenASubmitIsIgnoredWhileAWriteIsInFlight_thenTheRecordingWaitsForThatWrite()
    async
  {
    // given: a write in flight, answered on its own thread once the gate opens
    let gate = DispatchSemaphore(value: 0)
    let sent = Locked<[Int]>([])
    let join = Submission<Int, String, Banned>(write: { id in
      sent.withLock { $0.append(id) }
      return TypedRequest(
        classifying: writtenOnAnotherThread(.success("joined \(id)"), after: gate))
    })
    join.submit(1)
    // when: a second tap while it is in flight (ignored)
    let shown = await join.recordUntilSettled { join in
      join.submit(2)
      gate.signal()
    }
    // then: the write in flight, to its answer; the second tap sent nothing
    #expect(shown.states.map(\.isSubmitting) == [true, false])
    #expect(shown.succeeded == ["joined 1"])
    #expect(sent.withLock { $0 } == [1])
  }

  @Test func test_whenNothingIsSubmittedAndNoWriteIsInFlight_thenTheRecordingEndsAtOnce() async {
    // given: a write that would never answer, never sent
    let join = Submission<Int, String, Banned>(write: { _ in TypedRequest(classifying: .never()) })
    // when
    let shown = await join.recordUntilSettled { _ in }
    // then
    #expect(shown.events == [.state(.initial)])
  }

  @Test func test_whenTheCallingTaskIsCancelled_thenARecordingOfAWriteInFlightEnds() async {
    // given: a write that never answers
    let join = Submission<Int, String, Banned>(write: { _ in TypedRequest(classifying: .never()) })
    let (sent, intentSent) = AsyncStream<Void>.makeStream()
    let recording = Task {
      await join.recordUntilSettled { join in
        join.submit(7)
        intentSent.yield()
      }
    }
    for await _ in sent { break }
    // when
    recording.cancel()
    // then: what was shown up to then; the write goes on (the block never cancels one)
    let shown = await recording.value
    #expect(shown.states.map(\.isSubmitting) == [false, true])
    #expect(join.currentState.isSubmitting)
  }

  // MARK: CachedValueWithSubmission

  @Test func test_whenAWriteSucceedsOnAnotherThread_thenTheRecordingEndsWithTheReloadsAnswer()
    async
  {
    // given: the write and the reload it starts, each answered on a thread of its own
    let block = Detail(
      fetch: {
        readOnAnotherThread(.next(Sourced(value: after, source: .network)), .completed)
      },
      write: { id in TypedRequest(classifying: writtenOnAnotherThread(.success("joined \(id)"))) })
    // when
    let shown = await block.recordUntilSettled { $0.submit(7) }
    // then: the write, its success in the state that starts the reload, its one event, then
    // the reload's answer — the last
    #expect(
      shown.events == [
        .state(.initial),
        .state(detail(nil, submitting: true)),
        .state(detail(nil, loading: true, written: "joined 7")),
        .succeeded("joined 7"),
        .state(detail(after, written: "joined 7")),
      ])
  }

  @Test func test_whenAWriteFailsOnAnotherThread_thenItsStateThenItsOneEventEndTheRecording()
    async
  {
    // given: a loaded detail whose write is refused
    let block = Detail(
      fetch: { .just(Sourced(value: Fixtures.carol, source: .network)) },
      write: { _ in
        TypedRequest(classifying: writtenOnAnotherThread(.failure(Banned.banned(userIds: [3]))))
      })
    block.load()
    // when
    let shown = await block.recordUntilSettled { $0.submit(7) }
    // then: no reload; the write's own error, once, last
    #expect(
      shown.events == [
        .state(detail(Fixtures.carol)),
        .state(detail(Fixtures.carol, submitting: true)),
        .state(detail(Fixtures.carol, writeError: .domain(.banned(userIds: [3])))),
        .writeError(.banned(userIds: [3])),
      ])
  }

  @Test func test_whenTheDetailIsSentNothingAndNothingIsInFlight_thenTheRecordingEndsAtOnce() async
  {
    // given: a read and a write that would never answer, never sent
    let block = Detail(fetch: { .never() }, write: { _ in TypedRequest(classifying: .never()) })
    // when
    let shown = await block.recordUntilSettled { _ in }
    // then
    #expect(shown.events == [.state(.initial)])
  }

  @Test func test_whenTheCallingTaskIsCancelled_thenARecordingOfTheDetailsRequestsEnds() async {
    // given: a read that never answers
    let block = Detail(fetch: { .never() }, write: { _ in TypedRequest(classifying: .never()) })
    let (sent, intentSent) = AsyncStream<Void>.makeStream()
    let recording = Task {
      await block.recordUntilSettled { block in
        block.load()
        intentSent.yield()
      }
    }
    for await _ in sent { break }
    // when
    recording.cancel()
    // then
    let shown = await recording.value
    #expect(shown.states.map(\.read.isLoading) == [false, true])
  }
}
