import CleanDomain
import CleanDomainTesting
import Testing

/// `isOutcomeUnknown` over every failure: true only when the request may have reached the
/// server and no answer says what became of it.
@Test(arguments: Fixtures.everyAPIError)
func test_whenAFailureIsRead_thenItsOutcomeIsUnknownOnlyWithoutAnAnswerAfterSending(
  error: APIError
) {
  let expected: Bool =
    switch error {
    case .cancelled(.outcomeUnknown), .transport(.timedOut(.outcomeUnknown)),
      .transport(.connectionLost), .transport(.responseTooLarge), .transport(.other):
      true
    default: false
    }
  #expect(error.isOutcomeUnknown == expected)
  #expect(RequestFailure<Never>.network(error).isOutcomeUnknown == expected)
}

@Test func test_whenTheFeaturesOwnErrorIsRead_thenItsOutcomeIsKnown() {
  #expect(!RequestFailure<MatchmakingError>.domain(.duplicatedUsers(ids: [1])).isOutcomeUnknown)
}

@Test(arguments: [RequestDelivery.notSent, .outcomeUnknown])
func test_whenACancellationIsRead_thenItIsOneWhateverItsDelivery(delivery: RequestDelivery) {
  #expect(APIError.cancelled(delivery).isCancellation)
  #expect(APIError.cancelled(delivery).kind == .cancelled)
  #expect(RequestFailure<Never>.network(.cancelled(delivery)).isCancellation)
}
