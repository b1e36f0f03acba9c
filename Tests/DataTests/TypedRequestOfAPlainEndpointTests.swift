import CleanData
import CleanDataTesting
import CleanDomain
import Testing

/// Issue 25: a feature none of whose failures are its own makes a `TypedRequest<_, Never>`
/// straight from its `Endpoint` (an importer's trial had to write `.readingFailures { _, _ in nil }`).
@Suite("A plain endpoint's typed request fails only with the generic APIError")
struct TypedRequestOfAPlainEndpointTests {
  struct Tournament: Decodable, Equatable {
    let id: Int
  }

  private static let tournament = Endpoint<Tournament>(
    method: .get, pathSegments: ["tournaments", "7"], response: .json())

  @Test func test_whenThePlainEndpointAnswers_thenTheTypedRequestHasItsValue() async throws {
    // given
    let stub = StubDataTransferService(.status(200, body: Bodies.json(#"{"id": 7}"#)))
    // when
    let request: TypedRequest<Tournament, Never> = stub.typedRequest(Self.tournament)
    let value = try await request.single.value
    // then
    #expect(value == Tournament(id: 7))
  }

  @Test func test_whenThePlainEndpointFails_thenTheFailureIsTheNetworkOneUnchanged() async {
    // given a 409, which no reading claims
    let stub = StubDataTransferService(
      .status(409, body: Bodies.envelope(status: 409, message: "closed")))
    // when
    var thrown: (any Error)?
    do { _ = try await stub.typedRequest(Self.tournament).single.value } catch { thrown = error }
    // then: `.network`, with the status and the server's message kept
    let failure = thrown as? RequestFailure<Never>
    #expect(failure?.networkError?.kind == .unexpectedStatus)
    #expect(failure?.networkError?.serverMessage == "closed")
  }
}
