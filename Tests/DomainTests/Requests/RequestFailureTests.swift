import CleanDomain
import CleanDomainTesting
import Testing

/// A feature's own error, for the classification tests.
private enum ClosedError: Error, Equatable, Sendable {
  case closed(String)
}

@Test(arguments: Fixtures.everyAPIError)
func test_whenClassifyingAnAPIError_thenItIsANetworkFailureUnchanged(error: APIError) {
  // given: one sample of every APIError case
  // when
  let failure = RequestFailure<ClosedError>(classifying: error)
  // then
  #expect(failure == .network(error))
}

@Test func test_whenClassifyingTheFeaturesOwnError_thenItIsADomainFailureUntouched() {
  // given
  let error = ClosedError.closed("season over")
  // when
  let failure = RequestFailure<ClosedError>(classifying: error)
  // then: never reclassified as transport
  #expect(failure == .domain(.closed("season over")))
  #expect(failure.networkError == nil)
  #expect(failure.domainError == error)
}

@Test func test_whenClassifyingAClassifiedFailure_thenItIsKept() {
  // given
  let domain = RequestFailure<ClosedError>.domain(.closed("x"))
  let network = RequestFailure<ClosedError>.network(.server(HTTPFailure(status: 503)))
  // when / then
  #expect(RequestFailure<ClosedError>(classifying: domain) == domain)
  #expect(RequestFailure<ClosedError>(classifying: network) == network)
}

@Test func test_whenClassifyingCancellationError_thenItIsANetworkCancellation() {
  // given / when
  let failure = RequestFailure<ClosedError>(classifying: CancellationError())
  // then
  #expect(failure == .network(.cancelled(.outcomeUnknown)))
  #expect(failure.isCancellation)
}

@Test func test_whenClassifyingAForeignError_thenItIsTransportNotDropped() {
  // given: an error of a type the feature does not know
  let foreign = ForeignError(reason: "socket closed")
  // when
  let failure = RequestFailure<Never>(classifying: foreign)
  // then
  #expect(failure.networkError == .transport(.other(String(describing: foreign))))
}

@Test func test_whenComparingA401WithAServerMessage_thenKindMatchesButEqualityDoesNot() {
  // given: a real 401 carries what the server said
  let real = APIError.unauthorized(HTTPFailure(status: 401, message: "token expired"))
  // when / then
  #expect(real.kind == .unauthorized)
  #expect(real != .unauthorized(HTTPFailure(status: 401)))
  #expect(real.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
  #expect(real.status == 401)
}

/// Every case with its kind written out by hand, with server details that `==` would see.
private let expectedKinds: [(APIError, APIError.Kind)] = [
  (APIError.unauthorized(HTTPFailure(status: 401, message: "expired")), .unauthorized),
  (APIError.notFound(HTTPFailure(status: 404, message: "no such user")), .notFound),
  (APIError.server(HTTPFailure(status: 502)), .server),
  (APIError.unexpectedStatus(HTTPFailure(status: 409, message: "busy")), .unexpectedStatus),
  (APIError.decoding("keyNotFound"), .decoding),
  (APIError.transport(.timedOut(.outcomeUnknown)), .transport),
  (APIError.cancelled(.notSent), .cancelled),
  (APIError.unhandledFeatureError("ClosedError.closed"), .unhandledFeatureError),
]

@Test(arguments: expectedKinds)
func test_whenReadingKind_thenItNamesTheCaseWhateverTheServerSaid(
  error: APIError, expected: APIError.Kind
) {
  // given: one failure per case
  // when
  let kind = error.kind
  // then
  #expect(kind == expected)
}

@Test(arguments: Fixtures.everyAPIError)
func test_whenClassifyingAnotherFeaturesNetworkFailure_thenItsAPIErrorIsKept(error: APIError) {
  // given: a repository of a feature with its own error, run by a split that has none
  let wrapped = RequestFailure<ClosedError>.network(error)
  // when
  let failure = RequestFailure<Never>(classifying: wrapped)
  // then: a 500 stays a 500 and a cancellation stays silent, never `.transport(.other)`
  #expect(failure == .network(error))
  #expect(APIError(classifying: wrapped) == error)
}

/// Issue 25, trap 1: another feature's own error reaching a split of `Never` was shown as
/// `.transport(.other)`.
@Test
func test_whenClassifyingAnotherFeaturesOwnError_thenItIsAnUnhandledFeatureErrorNeverTransport() {
  // given: an error this feature cannot read (issue 25, trap 1)
  let wrapped = RequestFailure<ClosedError>.domain(.closed("season over"))
  // when
  let failure = RequestFailure<Never>(classifying: wrapped)
  // then: kept apart from the wire's failures, named with its type
  #expect(failure == .network(.unhandledFeatureError(#"ClosedError.closed("season over")"#)))
  #expect(failure.networkError?.kind != .transport)
}
