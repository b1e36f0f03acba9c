import Domain
import Testing

@Test func test_whenRoutingEveryAPIError_thenEachHasExactlyTheExpectedRoute() {
  for error in Fixtures.everyAPIError {
    // given
    let expected: MatchmakingErrorRoute
    switch error {
    case .duplicatedUsers(let ids): expected = .duplicatedUsers(ids)
    case .cancelled: expected = .ignored
    default: expected = .network(error)
    }
    // when
    let route = MatchmakingErrorRoute(routing: error)
    // then
    #expect(route == expected, "\(error)")
  }
}

@Test func test_whenRoutingDuplicatedUsers_thenOnlyTheIdsReachTheDuplicatedRoute() {
  // given
  let error = APIError.duplicatedUsers(ids: [4, 7])
  // when
  let route = MatchmakingErrorRoute(routing: error)
  // then
  #expect(route == .duplicatedUsers([4, 7]))
}

@Test func test_whenRoutingANonAPIError_thenItIsClassifiedAsTransportNotDropped() {
  // given: seed 003 returned early for anything that was not an APIError
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
