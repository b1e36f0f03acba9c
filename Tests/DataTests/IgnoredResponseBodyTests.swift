import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// Issue 25: a write whose success answer the app does not read had to write
/// `.decoded(by: { _ in })`; `.ignored` says so.
@Suite("An endpoint that ignores its success body")
struct IgnoredResponseBodyTests {
  private static let join = Endpoint<Void>(
    method: .post, pathSegments: ["tournaments", "7", "entries"], response: .ignored)

  @Test func test_whenAWriteAnswers204WithNoBody_thenItSucceeds() async throws {
    // given
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 204, body: Data()))
    // when / then: no decoding failure on an empty body
    try await transfer.request(Self.join)
  }

  @Test func test_whenAWriteFails_thenItsFailureIsStillClassified() async {
    // given
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 423, body: Bodies.json(#"{"message": "closed"}"#)))
    // when
    var thrown: APIError?
    do { try await transfer.request(Self.join) } catch { thrown = error }
    // then: ignoring the success body ignores nothing of a failure
    #expect(thrown != nil)
    #expect(thrown?.kind != .decoding)
  }
}
