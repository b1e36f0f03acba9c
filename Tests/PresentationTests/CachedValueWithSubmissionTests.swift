import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `CachedValueWithSubmission`: a detail's read and its one write as one state, a write's
/// success reloading the value in that same state, each outcome one event after its state.

private typealias Harness = CachedValueWithSubmissionHarness
private typealias Hidden = Harness.Hidden

/// The user before the write, and as the server shows them after it.
private let before = Fixtures.carol
private let after = User(id: 3, nickname: "carol", rating: 1700)
private let stored = User(id: 3, nickname: "carol", rating: 900)
private let failure503 = APIError.server(HTTPFailure(status: 503))

/// A state of the block, field by field.
private func state(
  _ user: User?, _ source: ValueSource = .network, loading: Bool = false,
  readError: RequestFailure<Hidden>? = nil, submitting: Bool = false, written: String? = nil,
  writeError: RequestFailure<Banned>? = nil, cancellation: RequestDelivery? = nil
) -> Harness.State {
  Harness.State(
    read: CachedValueState(
      value: user.map { Sourced(value: $0, source: source) }, isLoading: loading,
      lastError: readError),
    write: SubmissionState(
      isSubmitting: submitting, value: written, lastError: writeError,
      lastCancellation: cancellation))
}

/// A detail loaded at 10 (answered at 15), whose server shows `after` from 17 on.
private func loadedDetail(reloadsAfterSuccess: Bool = true) -> Harness {
  let harness = Harness(reloadsAfterSuccess: reloadsAfterSuccess)
  harness.readAnswers(.success(before))
  harness.load(at: 10)
  harness.at(17) { harness.readAnswers(.success(after)) }
  return harness
}

@Test func test_whenAWriteSucceeds_thenTheStateThatEndsItAlreadyReloadsAndSucceededFollowsIt() {
  // given: the detail shown; a write that answers at 30
  let harness = loadedDetail()
  harness.writeAnswers(.success("joined"))
  // when
  harness.tap(1, at: 20)
  harness.scheduler.start()
  // then: one state per change; the one that ends the write is already reloading, with the
  // value from before kept until the reload answers; `succeeded` right after it
  #expect(
    harness.log.events == [
      .next(0, .state(.initial)),
      .next(10, .state(state(nil, loading: true))),
      .next(15, .state(state(before))),
      .next(20, .state(state(before, submitting: true))),
      .next(30, .state(state(before, loading: true, written: "joined"))),
      .next(30, .succeeded("joined")),
      .next(35, .state(state(after, written: "joined"))),
    ])
  #expect(harness.fetch.calls == [3, 3])
}

@Test func test_whenEveryChangeIsRecorded_thenNoStateSaysWrittenOverTheOldValueWithoutReloading() {
  // given: a stored copy, the server's answer, a write, its reload and a pull to refresh
  let harness = Harness()
  harness.fetch.storedCopy { _ in stored }
  harness.readAnswers(.success(before))
  harness.load(at: 10)
  harness.at(17) { harness.readAnswers(.success(after)) }
  harness.writeAnswers(.success("joined"))
  harness.tap(1, at: 20)
  harness.reload(at: 40)
  // when
  harness.scheduler.start()
  // then: a state per change, and none that shows the write done over the value from before
  // the write without the reload that replaces it
  #expect(harness.states.events.map(\.time) == [0, 10, 10, 15, 20, 30, 35, 40, 45])
  let disagreeing = harness.states.elements.filter {
    $0.write.value != nil && $0.read.value?.value != after && !$0.read.isLoading
  }
  #expect(disagreeing.isEmpty)
  #expect(harness.states.elements.last == state(after, written: "joined"))
}

@Test func test_whenReloadingAfterSuccessIsTurnedOff_thenASucceededWriteSendsNoRead() {
  // given
  let harness = loadedDetail(reloadsAfterSuccess: false)
  harness.writeAnswers(.success("joined"))
  // when
  harness.tap(1, at: 20)
  harness.scheduler.start()
  // then: the write's state alone changes; the value is the one from before
  #expect(harness.fetch.calls == [3])
  #expect(
    harness.log.elements.suffix(2) == [
      .state(state(before, written: "joined")), .succeeded("joined"),
    ])
}

@Test func test_whenAWriteFails_thenNothingReloads() {
  // given
  let harness = loadedDetail()
  harness.writeAnswers(.failure(failure503))
  // when
  harness.tap(1, at: 20)
  harness.scheduler.start()
  // then
  #expect(harness.fetch.calls == [3])
  #expect(harness.states.elements.last == state(before, writeError: .network(failure503)))
}

@Test func test_whenTappedAgainWhileAWriteIsInFlight_thenTheTapIsIgnoredAndTheFirstWriteAnswers() {
  // given: writes that take 10 ticks
  let harness = loadedDetail(reloadsAfterSuccess: false)
  harness.writeAnswers(.success("joined"))
  // when: a second tap while the first write is in flight, a third after it answered
  harness.tap(1, at: 20)
  harness.tap(2, at: 25)
  harness.tap(3, at: 40)
  harness.at(27) { harness.block?.submit(4) }
  harness.scheduler.start()
  // then: the second tap and the call sent nothing and cancelled nothing
  #expect(harness.write.calls == [1, 3])
  #expect(harness.writes.all == [.answered, .answered])
  #expect(harness.succeeded.events == [.next(30, "joined"), .next(50, "joined")])
}

@Test func test_whenEitherRequestFailsGenerically_thenNetworkErrorFiresOnceForEachAfterItsState() {
  // given: the read fails at 15, the write at 30
  let harness = Harness()
  harness.readAnswers(.failure(failure503))
  harness.writeAnswers(.failure(.transport(.cannotConnect)))
  harness.load(at: 10)
  harness.tap(1, at: 20)
  // when
  harness.scheduler.start()
  // then: each failure once, on the generic alert only, right after the state that carries it
  #expect(
    harness.networkErrors.events == [
      .next(15, failure503), .next(30, .transport(.cannotConnect)),
    ])
  #expect(harness.readErrors.events.isEmpty && harness.writeErrors.events.isEmpty)
  #expect(harness.succeeded.events.isEmpty)
  #expect(
    harness.log.elements == [
      .state(.initial),
      .state(state(nil, loading: true)),
      .state(state(nil, readError: .network(failure503))),
      .networkError(failure503),
      .state(state(nil, readError: .network(failure503), submitting: true)),
      .state(
        state(
          nil, readError: .network(failure503), writeError: .network(.transport(.cannotConnect)))),
      .networkError(.transport(.cannotConnect)),
    ])
}

@Test func test_whenTheWriteFailsWithItsOwnError_thenOnlyFeatureErrorFiresOnceAfterItsState() {
  // given
  let harness = loadedDetail()
  harness.writeFails(with: Banned.banned(userIds: [1]))
  // when
  harness.tap(1, at: 20)
  harness.scheduler.start()
  // then
  #expect(
    harness.log.elements.suffix(2) == [
      .state(state(before, writeError: .domain(.banned(userIds: [1])))),
      .writeError(.banned(userIds: [1])),
    ])
  #expect(harness.writeErrors.events == [.next(30, .banned(userIds: [1]))])
  #expect(harness.networkErrors.events.isEmpty && harness.readErrors.events.isEmpty)
}

@Test func test_whenTheReadFailsWithItsOwnError_thenOnlyReadErrorFiresOnceAfterItsState() {
  // given
  let harness = Harness()
  harness.readFails(with: Hidden.hidden)
  // when
  harness.load(at: 10)
  harness.scheduler.start()
  // then
  #expect(
    harness.log.elements.suffix(2) == [
      .state(state(nil, readError: .domain(.hidden))), .readError(.hidden),
    ])
  #expect(harness.readErrors.events == [.next(15, .hidden)])
  #expect(harness.networkErrors.events.isEmpty && harness.writeErrors.events.isEmpty)
}

@Test(arguments: [RequestDelivery.notSent, .outcomeUnknown])
func test_whenTheWriteIsCancelled_thenNoEventFiresNothingReloadsAndTheStateSaysHowFarItGot(
  delivery: RequestDelivery
) {
  // given: the stack cancels the write (a session torn down)
  let harness = loadedDetail()
  harness.writeAnswers(.failure(.cancelled(delivery)))
  // when
  harness.tap(1, at: 20)
  harness.scheduler.start()
  // then
  #expect(harness.succeeded.events.isEmpty)
  #expect(harness.networkErrors.events.isEmpty && harness.writeErrors.events.isEmpty)
  #expect(harness.fetch.calls == [3])
  #expect(harness.states.elements.last == state(before, cancellation: delivery))
}

@Test
func test_whenTheOwnerLetsGoWithAWriteInFlight_thenTheWriteIsNotCancelledAndReloadsNothing() {
  // given: the detail shown; a write that takes 50 ticks, sent at 20
  let harness = loadedDetail()
  harness.writeAnswers(.success("joined"), after: 50)
  harness.tap(1, at: 20)
  weak var released: Harness.Block?
  // when: the owner lets go at 40; a tap at 45 comes too late
  harness.at(40) {
    released = harness.block
    harness.releaseBlock()
  }
  harness.tap(2, at: 45)
  harness.scheduler.start()
  // then: the block is gone, the write was not cancelled and its outcome reached the outputs'
  // subscribers; no reload was sent for a screen that is gone, and the late tap sent nothing
  #expect(released == nil)
  #expect(harness.write.calls == [1])
  #expect(harness.writes.all == [.answered])
  #expect(harness.fetch.calls == [3])
  #expect(
    harness.log.elements.suffix(2) == [
      .state(state(before, written: "joined")), .succeeded("joined"),
    ])
}

@Test func test_whenTheOwnerLetsGoWithAReadInFlight_thenTheReadIsCancelledAndNothingArrives() {
  // given: a read that takes 50 ticks, sent at 10
  let harness = Harness()
  harness.readAnswers(.success(before), after: 50)
  harness.load(at: 10)
  // when
  harness.at(20) { harness.releaseBlock() }
  harness.scheduler.start()
  // then
  #expect(harness.reads.all == [.disposed])
  #expect(harness.states.elements == [.initial, state(nil, loading: true)])
}

@Test func test_whenTheSubmitTriggerFailsWithAWriteInFlight_thenItIsReportedOnceAndTheWriteAnswers()
{
  // given: a write in flight from 20 to 30
  let harness = loadedDetail(reloadsAfterSuccess: false)
  harness.writeAnswers(.success("joined"))
  harness.tap(1, at: 20)
  // when: the trigger stream fails at 25
  harness.at(25) { harness.taps.onError(failure503) }
  harness.scheduler.start()
  // then: its failure once, with no state of its own; the write still answered
  #expect(harness.networkErrors.events == [.next(25, failure503)])
  #expect(harness.succeeded.events == [.next(30, "joined")])
  #expect(harness.states.elements.map(\.write.lastError) == [nil, nil, nil, nil, nil])
}

@Test func test_whenTheFetchIsTyped_thenItsOwnErrorReachesReadError() {
  // given: a network-only typed fetch, failing with the read's own error
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let detail = CachedValueWithSubmission<User, Hidden, Int, String, Banned>(
    fetch: {
      TypedRequest(
        classifying: scheduler.single(after: 5, failingWith: RequestFailure<Hidden>.domain(.hidden))
      )
    },
    write: { _ in TypedRequest(classifying: .never()) })
  let load = PublishRelay<Void>()
  let output = SharingScheduler.mock(scheduler) {
    detail.transform(input: .init(load: load.asObservable(), submit: .never()))
  }
  let readErrors = scheduler.createObserver(Hidden.self)
  let networkErrors = scheduler.createObserver(APIError.self)
  output.readError.emit(onNext: readErrors.onNext).disposed(by: bag)
  output.networkError.emit(onNext: networkErrors.onNext).disposed(by: bag)
  // when
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.start()
  // then
  #expect(readErrors.events == [.next(15, .hidden)])
  #expect(networkErrors.events.isEmpty)
  #expect(detail.currentState.read.value == nil)
}

@Test func test_whenTheFetchIsASourcedRequest_thenItsStoredCopyShowsFirstThenTheAnswer() {
  // given
  let scheduler = TestScheduler()
  let detail = CachedValueWithSubmission<User, Hidden, Int, String, Banned>(
    fetch: {
      SourcedRequest(
        classifying: Observable.concat(
          .just(Sourced(value: stored, source: .cache)),
          scheduler.single(after: 5, .success(before)).asObservable()
            .map { Sourced(value: $0, source: .network) }))
    },
    write: { _ in TypedRequest(classifying: .never()) })
  let values = scheduler.createObserver(User.self)
  let bag = DisposeBag()
  SharingScheduler.mock(scheduler) {
    detail.transform(input: .init(load: .never(), submit: .never())).state
      .compactMap(\.read.value?.value).drive(onNext: values.onNext).disposed(by: bag)
  }
  // when
  scheduler.scheduleAt(10) { detail.load() }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then
  #expect(values.events == [.next(10, stored), .next(15, before)])
}

@MainActor
@Test func test_whenADetailSceneLoadsAndSubmits_thenItsBlockFetchesWritesAndReloads() {
  // given: the scene a flow builds in one line, its type named by `SceneOf`
  typealias Detail = CachedValueWithSubmission<Int, Never, Int, String, Never>
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let fetches = Locked(0)
  let sent = Locked<[Int]>([])
  let scene: SceneOf<Detail> = SharingScheduler.mock(scheduler) {
    ViewModelScene(
      Detail(
        fetch: {
          .just(
            Sourced(
              value: fetches.withLock {
                $0 += 1
                return $0
              }, source: .network))
        },
        write: { payload in
          sent.withLock { $0.append(payload) }
          return TypedRequest(classifying: .just("joined \(payload)"))
        }))
  }
  let succeeded = scheduler.createObserver(String.self)
  SharingScheduler.mock(scheduler) {
    scene.output.succeeded.emit(onNext: succeeded.onNext).disposed(by: bag)
  }
  // when: the screen appears, "join" is tapped, the screen is pulled to refresh
  scheduler.scheduleAt(10) { MainActor.assumeIsolated { scene.inputs.load.accept(()) } }
  scheduler.scheduleAt(20) { MainActor.assumeIsolated { scene.inputs.submit.accept(7) } }
  scheduler.scheduleAt(30) { MainActor.assumeIsolated { scene.inputs.reload.accept(()) } }
  SharingScheduler.mock(scheduler) { scheduler.start() }
  // then: a load, the write with its payload, the reload after it, the pull to refresh
  #expect(sent.withLock { $0 } == [7])
  #expect(succeeded.events == [.next(20, "joined 7")])
  #expect(fetches.withLock { $0 } == 3)
  let detail = scene.viewModel as? Detail
  #expect(detail?.currentState.read.value?.value == 3)
  #expect(detail?.currentState.write.value == "joined 7")
}
