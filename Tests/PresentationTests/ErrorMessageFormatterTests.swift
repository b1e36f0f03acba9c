import CleanDomain
import CleanDomainTesting
import CleanPresentation
import Testing

/// The sentences screens show for failures: worded on the presentation side, one per failure.
@Suite("DefaultErrorMessageFormatter: a sentence for every failure")
struct ErrorMessageFormatterTests {
  private let formatter = DefaultErrorMessageFormatter()

  @Test(arguments: Fixtures.everyAPIError)
  func test_whenAnyFailureIsFormatted_thenItIsOneSentence(error: APIError) {
    // when
    let message = formatter.message(for: error)
    // then
    #expect(!message.isEmpty)
    #expect(message.hasSuffix("."))
    #expect(!message.contains("\n"))
  }

  @Test func test_whenFailuresDiffer_thenTheirMessagesDiffer() {
    // given
    let messages = Fixtures.everyAPIError.map(formatter.message(for:))
    // then
    #expect(Set(messages).count == messages.count)
  }

  @Test func test_whenAServerOrTransportFailureIsFormatted_thenTheStatusOrCauseIsNamed() {
    // when / then
    #expect(
      formatter.message(for: .server(HTTPFailure(status: 503)))
        == "The server failed (HTTP 503). Try again later.")
    #expect(
      formatter.message(for: .transport(.timedOut(.outcomeUnknown)))
        == "The network failed: the request timed out.")
  }

  @Test func test_whenTheDomainErrorIsInspected_thenItCarriesNoUserFacingText() {
    // given: the domain says what failed; wording is the presentation's
    let error: Any = APIError.cancelled(.notSent)
    let failure: Any = TransportFailure.timedOut(.notSent)
    // then
    #expect(!(error is any CustomStringConvertible))
    #expect(!(failure is any CustomStringConvertible))
  }
}
