import CleanDomain
import Testing

@Suite struct ErrorSummaryTests {
  @Test(arguments: [
    (APIError.unauthorized(HTTPFailure(status: 401)), "unauthorized (HTTP 401)"),
    (
      .notFound(HTTPFailure(status: 404, message: "unknown user")),
      "not found (HTTP 404): unknown user"
    ),
    (.server(HTTPFailure(status: 503, message: "busy")), "server error (HTTP 503): busy"),
    (.unexpectedStatus(HTTPFailure(status: 418)), "unexpected status (HTTP 418)"),
    (.decoding("missing key id"), "undecodable response: missing key id"),
    (.transport(.timedOut(.outcomeUnknown)), "transport failure: timed out"),
    (.transport(.timedOut(.notSent)), "transport failure: timed out before it was sent"),
    (.transport(.responseTooLarge(limit: 10)), "transport failure: response larger than 10 bytes"),
    (.transport(.other("weird")), "transport failure: other: weird"),
    (.cancelled(.notSent), "cancelled before it was sent"),
    (.cancelled(.outcomeUnknown), "cancelled after it may have been sent"),
    (
      .unhandledFeatureError("LeaderboardError.closed"),
      "unhandled feature error: LeaderboardError.closed"
    ),
  ])
  func test_whenAnAPIErrorIsSummarized_thenOneLineNamesItsCaseStatusAndMessage(
    error: APIError, expected: String
  ) {
    // given the error / when / then
    #expect(error.summary == expected)
  }

  @Test func test_whenTheServerSaysSomethingHostile_thenTheSummaryStaysOneSafeLine() {
    // given a message that would clear the screen and break the line
    let error = APIError.server(HTTPFailure(status: 500, message: "down\n\u{1B}[2J"))
    // when
    let summary = error.summary
    // then
    #expect(summary == #"server error (HTTP 500): down\u{A}\u{1B}[2J"#)
    #expect(!summary.unicodeScalars.contains(where: TerminalSanitizer.mustEscape))
  }

  @Test func test_whenARequestFailureIsSummarized_thenEachSideSaysItsOwnLine() {
    // given
    let domain = RequestFailure<MatchmakingError>.domain(.duplicatedUsers(ids: [3, 4]))
    let network = RequestFailure<MatchmakingError>.network(.notFound(HTTPFailure(status: 404)))
    // when / then
    #expect(domain.summary == "duplicated users: 3, 4")
    #expect(network.summary == "not found (HTTP 404)")
  }
}
