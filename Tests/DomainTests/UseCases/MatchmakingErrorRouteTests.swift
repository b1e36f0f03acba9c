import CleanDomain
import CleanDomainTesting
import CleanReactive
import Testing

/// Every `APIError` case with the route written out by hand (never computed), so a change in
/// the production mapping fails here.
private let expectedMatchmakingRoutes: [(APIError, MatchmakingErrorRoute)] = [
  (.unauthorized, .network(.unauthorized)),
  (.notFound, .network(.notFound)),
  (.duplicatedUsers(ids: [2, 3]), .duplicatedUsers([2, 3])),
  (.duplicatedUsers(ids: [4, 7]), .duplicatedUsers([4, 7])),
  (.server(status: 503), .network(.server(status: 503))),
  (.unexpectedStatus(400), .network(.unexpectedStatus(400))),
  (.decoding("keyNotFound: id"), .network(.decoding("keyNotFound: id"))),
  (.transport(.cannotConnect), .network(.transport(.cannotConnect))),
  (.transport(.timedOut), .network(.transport(.timedOut))),
  (.transport(.offline), .network(.transport(.offline))),
  (.transport(.cannotFindHost), .network(.transport(.cannotFindHost))),
  (.transport(.connectionLost), .network(.transport(.connectionLost))),
  (.transport(.other("TLS")), .network(.transport(.other("TLS")))),
  (.cancelled, .ignored),
]

@Test(arguments: expectedMatchmakingRoutes)
func test_whenRoutingAnAPIError_thenItHasExactlyTheExpectedRoute(
  error: APIError, expected: MatchmakingErrorRoute
) {
  // given: one APIError case and its route, both written literally
  // when
  let route = MatchmakingErrorRoute(routing: error)
  // then
  #expect(route == expected)
}

@Test func test_whenRoutingANonAPIError_thenItIsClassifiedAsTransportNotDropped() {
  // given: the usual routing returns early for anything that is not an APIError
  let error = ForeignError(reason: "connection refused")
  // when
  let route = MatchmakingErrorRoute(routing: error)
  // then
  #expect(route == .network(.transport(.other(String(describing: error)))))
}

@Test func test_whenRoutingCancellationError_thenNothingIsReported() {
  // given
  let error = CancellationError()
  // when
  let route = MatchmakingErrorRoute(routing: error)
  // then
  #expect(route == .ignored)
}
