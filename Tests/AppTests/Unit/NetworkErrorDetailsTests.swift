import CleanDomain
import Testing

@testable import CleanDemo

/// The `networkError` JSON event's details: `status`, `reason`, `serverMessage`.
@Suite struct NetworkErrorDetailsTests {
  private func line(_ error: APIError) -> String {
    JSONEventRenderer.line(for: .networkError(error)).object
  }

  @Test func test_whenTheFailureCameFromAStatusWithAMessage_thenStatusAndServerMessageAreAdded() {
    // given
    let error = APIError.server(HTTPFailure(status: 503, message: "maintenance", bodyPrefix: "{}"))
    // when / then
    #expect(
      line(error)
        == #"{"event":"networkError","kind":"server","message":"The server failed (HTTP 503). Try again later.","status":503,"serverMessage":"maintenance"}"#
    )
  }

  @Test(arguments: [
    (TransportFailure.cannotConnect, "cannotConnect"), (.timedOut(.notSent), "timedOut"),
    (.timedOut(.outcomeUnknown), "timedOut"),
    (.offline, "offline"), (.cannotFindHost, "cannotFindHost"),
    (.connectionLost, "connectionLost"), (.responseTooLarge(limit: 10), "responseTooLarge"),
    (.other("boom"), "other"),
  ])
  func test_whenTheFailureIsTransport_thenReasonIsAddedAndNoStatus(
    failure: TransportFailure, reason: String
  ) {
    // when
    let text = line(.transport(failure))
    // then
    #expect(text.contains(#","reason":"\#(reason)""#))
    #expect(!text.contains(#""status""#))
    #expect(!text.contains(#""serverMessage""#))
  }

  @Test func test_whenTheMessageIsEmptyOrAbsent_thenNoServerMessage() {
    #expect(!line(.notFound(HTTPFailure(status: 404, message: ""))).contains("serverMessage"))
    #expect(line(.notFound(HTTPFailure(status: 404))).hasSuffix(#""status":404}"#))
  }

  @Test func test_whenTheFailureIsDecoding_thenNeitherStatusNorReason() {
    // when
    let text = line(.decoding("bad"))
    // then
    #expect(!text.contains(#""status""#))
    #expect(!text.contains(#""reason""#))
  }

  @Test func test_whenTheFailureIsAnotherStatus_thenItsStatusIsThere() {
    #expect(
      line(.unexpectedStatus(HTTPFailure(status: 418))).contains(#""kind":"unexpectedStatus","#))
    #expect(line(.unexpectedStatus(HTTPFailure(status: 418))).hasSuffix(#""status":418}"#))
    #expect(line(.unauthorized(HTTPFailure(status: 401))).hasSuffix(#""status":401}"#))
  }
}
