import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `Submission`: a write per trigger, run as `flatMapFirst` runs it, its state one value and
/// each outcome one event after it.

private let failure503 = APIError.server(HTTPFailure(status: 503))

@Test func test_whenTappedAgainWhileAWriteIsInFlight_thenTheTapIsIgnoredAndOneRequestIsSent() {
  // given: a write that takes 10 ticks
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  // when: a second tap while the first write is in flight, a third after it answered
  harness.tap(1, at: 100)
  harness.tap(2, at: 105)
  harness.tap(3, at: 120)
  harness.scheduler.start()
  // then: the second tap sent nothing and did not cancel the first, which answered
  #expect(harness.write.calls == [1, 3])
  #expect(harness.ledger.all == [.answered, .answered])
  #expect(harness.succeeded.events.map(\.time) == [110, 130])
}

@Test func test_whenAWriteRuns_thenIsSubmittingIsTrueUntilItAnswersThenFalse() {
  // given
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  // when
  harness.tap(1, at: 100)
  harness.scheduler.start()
  // then
  #expect(harness.states.events.map(\.time) == [0, 100, 110])
  #expect(harness.states.elements.map(\.isSubmitting) == [false, true, false])
}

@Test func test_whenAWriteSucceeds_thenTheSuccessEventFollowsTheStateThatHoldsItsValue() {
  // given
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  // when
  harness.tap(1, at: 100)
  harness.scheduler.start()
  // then: the state that ends the write, then its event — once
  #expect(
    harness.log.elements == [
      .state(.initial),
      .state(SubmissionState(isSubmitting: true, value: nil, lastError: nil)),
      .state(SubmissionState(isSubmitting: false, value: "sent", lastError: nil)),
      .succeeded("sent"),
    ])
}

@Test func test_whenTheFeaturesOwnErrorArrives_thenOnlyFeatureErrorFiresOnceAfterItsState() {
  // given
  let harness = SubmissionHarness()
  harness.writeFails(with: Banned.banned(userIds: [1]))
  // when
  harness.tap(1, at: 100)
  harness.scheduler.start()
  // then
  #expect(
    harness.log.elements.suffix(2) == [
      .state(
        SubmissionState(
          isSubmitting: false, value: nil, lastError: .domain(.banned(userIds: [1])))),
      .featureError(.banned(userIds: [1])),
    ])
  #expect(harness.featureErrors.events == [.next(110, .banned(userIds: [1]))])
  #expect(harness.networkErrors.events.isEmpty && harness.succeeded.events.isEmpty)
}

@Test(arguments: Fixtures.everyAPIError.filter { !$0.isCancellation })
func test_whenAGenericFailureArrives_thenOnlyNetworkErrorFiresOnceAfterItsState(error: APIError) {
  // given
  let harness = SubmissionHarness()
  harness.writeAnswers(.failure(error))
  // when
  harness.tap(1, at: 100)
  harness.scheduler.start()
  // then
  #expect(
    harness.log.elements.suffix(2) == [
      .state(SubmissionState(isSubmitting: false, value: nil, lastError: .network(error))),
      .networkError(error),
    ])
  #expect(harness.networkErrors.events == [.next(110, error)])
  #expect(harness.featureErrors.events.isEmpty && harness.succeeded.events.isEmpty)
}

@Test(arguments: [RequestDelivery.notSent, .outcomeUnknown])
func test_whenTheWriteIsCancelled_thenNoEventFiresAndTheStateSaysHowFarItGot(
  delivery: RequestDelivery
) {
  // given: the stack cancels the write (a session torn down)
  let harness = SubmissionHarness()
  harness.writeAnswers(.failure(.cancelled(delivery)))
  // when
  harness.tap(1, at: 100)
  harness.scheduler.start()
  // then: no event at all; the state neither claims a failure nor that nothing was sent
  #expect(harness.succeeded.events.isEmpty)
  #expect(harness.networkErrors.events.isEmpty && harness.featureErrors.events.isEmpty)
  #expect(
    harness.states.elements.last
      == SubmissionState(
        isSubmitting: false, value: nil, lastError: nil, lastCancellation: delivery))
}

@Test func test_whenAWriteFails_thenTheNextTapSendsAgainAndClearsTheError() {
  // given: the first write fails, the second succeeds
  let harness = SubmissionHarness()
  harness.writeAnswers(.failure(failure503))
  harness.at(150) { harness.writeAnswers(.success("sent")) }
  // when
  harness.tap(1, at: 100)
  harness.tap(2, at: 200)
  harness.scheduler.start()
  // then: the trigger survived the failure
  #expect(harness.write.calls == [1, 2])
  #expect(harness.networkErrors.elements == [failure503])
  #expect(harness.succeeded.events == [.next(210, "sent")])
  #expect(
    harness.states.elements.map(\.lastError) == [nil, nil, .network(failure503), nil, nil])
}

@Test
func test_whenTheOwnerLetsGoWithAWriteInFlight_thenTheWriteIsNotCancelledAndItsOutcomeArrives() {
  // given: a write that takes 50 ticks, sent at 100
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"), after: 50)
  harness.tap(1, at: 100)
  weak var released: SubmissionHarness.Block?
  // when: the owner lets go at 120; a tap at 130 comes too late
  harness.at(120) {
    released = harness.block
    harness.releaseBlock()
  }
  harness.tap(2, at: 130)
  harness.scheduler.start()
  // then: the block is gone, the write was not cancelled, and its outcome still reached the
  // outputs' subscribers; the late tap sent nothing
  #expect(released == nil)
  #expect(harness.write.calls == [1])
  #expect(harness.ledger.all == [.answered])
  #expect(
    harness.log.elements.suffix(2) == [
      .state(SubmissionState(isSubmitting: false, value: "sent", lastError: nil)),
      .succeeded("sent"),
    ])
}

@Test
func test_whenTheTriggerFailsWithAWriteInFlight_thenTheWriteEndsAsUsualAndTheFailureIsReportedOnce()
{
  // given: a write in flight from 100 to 110
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  harness.tap(1, at: 100)
  // when: the trigger stream fails at 105
  harness.at(105) { harness.taps.onError(failure503) }
  harness.scheduler.start()
  // then: its failure once, on its own output, with no state; the write still answered
  #expect(harness.networkErrors.events == [.next(105, failure503)])
  #expect(harness.succeeded.events == [.next(110, "sent")])
  #expect(harness.states.elements.map(\.lastError) == [nil, nil, nil])
}

@Test func test_whenTheTriggerCompletesWithAWriteInFlight_thenTheWriteEndsAsUsual() {
  // given
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  harness.tap(1, at: 100)
  // when
  harness.at(105) { harness.taps.onCompleted() }
  harness.scheduler.start()
  // then
  #expect(harness.succeeded.events == [.next(110, "sent")])
  #expect(harness.states.elements.last?.isSubmitting == false)
}

@Test func test_whenSubmitIsCalledWhileAWriteIsInFlight_thenItIsIgnoredAsATapIs() {
  // given
  let harness = SubmissionHarness()
  harness.writeAnswers(.success("sent"))
  // when: a method call, then a tap, while in flight
  harness.at(100) { harness.block?.submit(1) }
  harness.tap(2, at: 105)
  harness.scheduler.start()
  // then
  #expect(harness.write.calls == [1])
  #expect(harness.block?.currentState.value == "sent")
}
