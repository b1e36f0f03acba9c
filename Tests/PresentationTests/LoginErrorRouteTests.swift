import Domain
import Presentation
import Testing

@Test func test_whenRoutingEveryLoginFailure_thenEachHasExactlyOneRoute() {
  for error in Fixtures.everyAPIError {
    // given
    let expected: LoginErrorRoute =
      switch error {
      case .unauthorized: .inline(.unauthorized)
      case .cancelled: .ignored
      default: .global(error)
      }
    // when
    let route = LoginErrorRoute(routing: error)
    // then
    #expect(route == expected, "\(error)")
  }
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
