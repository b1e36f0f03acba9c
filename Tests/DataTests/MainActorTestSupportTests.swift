import CleanData
import CleanDataTesting
import CleanDomain
import Testing

/// What a `@MainActor` test's body touches: main-actor state.
@MainActor private final class Screen {
  var ports: [Int] = []
}

/// CleanDataTesting's async helpers that take a body — `APIServer.with(_:)`,
/// `with(routes:_:)`, `with(host:_:)`, `with(host:routes:_:)` and `apiError(_:)` — called from a
/// `@MainActor` suite (a flow's tests are on the main actor), with bodies that use main-actor
/// state. Before they were `nonisolated(nonsending)`, this file did not compile: "sending value
/// of non-Sendable type '(APIServer) async -> ()' risks causing data races" — the nonisolated
/// async functions would have run the caller's closure off its actor.
@MainActor
@Suite("A @MainActor suite calls the loopback server's helpers", .timeLimit(.minutes(1)))
struct MainActorTestSupportTests {
  private let screen = Screen()

  @Test func test_whenEachServerHelperIsCalledFromTheMainActor_thenItsBodyRunsThere()
    async throws
  {
    // given
    let route = APIServer.Route(method: "GET", path: "/boards", answer: .envelope(data: "{}"))
    // when: every body touches main-actor state synchronously
    try await APIServer.with { screen.ports.append($0.port) }
    try await APIServer.with(routes: [route]) { screen.ports.append($0.port) }
    try await APIServer.with(host: "127.0.0.1") { screen.ports.append($0.port) }
    let last = try await APIServer.with(host: "127.0.0.1", routes: [route]) { server in
      screen.ports.append(server.port)
      return screen.ports.count
    }
    // then
    #expect(last == 4)
    #expect(screen.ports.allSatisfy { $0 > 0 })
  }

  @Test func test_whenApiErrorIsCalledFromTheMainActor_thenItsBodyRunsThere() async {
    // given
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 404))
    // when
    let error = await apiError { () async throws(APIError) in
      screen.ports.append(0)
      _ = try await transfer.request(APIEndpoints.user(id: 7))
    }
    // then
    #expect(error?.kind == .notFound)
    #expect(screen.ports == [0])
  }
}
