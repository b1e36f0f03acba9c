import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Testing

/// Every `APIError` case with the route written out by hand (never computed), so a change in
/// the production mapping fails here.
private let expectedLoginRoutes: [(APIError, LoginErrorRoute)] = [
  (.unauthorized(HTTPFailure(status: 401)), .inline(.unauthorized(HTTPFailure(status: 401)))),
  (.notFound(HTTPFailure(status: 404)), .global(.notFound(HTTPFailure(status: 404)))),
  (.server(HTTPFailure(status: 500)), .global(.server(HTTPFailure(status: 500)))),
  (
    .unexpectedStatus(HTTPFailure(status: 418)),
    .global(.unexpectedStatus(HTTPFailure(status: 418)))
  ),
  (.decoding("dataCorrupted"), .global(.decoding("dataCorrupted"))),
  (.transport(.cannotConnect), .global(.transport(.cannotConnect))),
  (.transport(.timedOut(.notSent)), .global(.transport(.timedOut(.notSent)))),
  (.transport(.offline), .global(.transport(.offline))),
  (.transport(.cannotFindHost), .global(.transport(.cannotFindHost))),
  (.transport(.connectionLost), .global(.transport(.connectionLost))),
  (.transport(.other("TLS")), .global(.transport(.other("TLS")))),
  (.cancelled(.outcomeUnknown), .ignored),
]

@Test(arguments: expectedLoginRoutes)
func test_whenRoutingALoginFailure_thenItHasExactlyTheExpectedRoute(
  error: APIError, expected: LoginErrorRoute
) {
  // given: one APIError case and its route, both written literally
  // when
  let route = LoginErrorRoute(routing: error)
  // then
  #expect(route == expected)
}

@Test func test_whenRoutingANonAPIErrorOrCancellationError_thenItIsClassifiedFirst() {
  // given
  struct Refused: Error {}
  // when
  let foreign = LoginErrorRoute(routing: Refused())
  let cancelled = LoginErrorRoute(routing: CancellationError())
  // then
  #expect(foreign == .global(.transport(.other(String(describing: Refused())))))
  #expect(cancelled == .ignored)
}
