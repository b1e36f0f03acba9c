import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import Foundation
import Testing

/// A write whose server says its effect already holds — a join answered 409 "already entered" —
/// is a success for the screen: the endpoint's `acceptingFailures(_:)` reads that status into
/// the success value, before its `readingFailures(_:)` and the generic table.
@Suite("DomainEndpoint.acceptingFailures: a failure status that is a success")
struct AcceptedFailureTests {
  enum TournamentError: Error, Equatable {
    case full, closed
  }

  private static func code(in body: Data) -> String? {
    struct Refusal: Decodable { let code: String }
    return (try? JSONDecoder().decode(Refusal.self, from: body))?.code
  }

  /// The join: "full" and "closed" are refusals, "already entered" is the join standing.
  private static let join = Endpoint<Void>(
    method: .post, pathSegments: ["tournaments", "7", "entries"], response: .ignored
  )
  .readingFailures { failure, body -> TournamentError? in
    switch (failure.status, code(in: body)) {
    case (409, "tournament_full"): .full
    case (423, _): .closed
    default: nil
    }
  }
  .acceptingFailures { failure, body in
    failure.status == 409 && code(in: body) == "already_entered" ? () : nil
  }

  private func outcome(status: Int, body: String) async -> Result<
    Void, RequestFailure<TournamentError>
  > {
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: status, body: Data(body.utf8)))
    do throws(RequestFailure<TournamentError>) {
      return .success(try await transfer.request(Self.join))
    } catch {
      return .failure(error)
    }
  }

  @Test func test_whenTheServerAnswers409AlreadyEntered_thenTheJoinSucceeds() async {
    // when
    let result = await outcome(status: 409, body: #"{"code": "already_entered"}"#)
    // then
    #expect((try? result.get()) != nil)
  }

  @Test func test_whenTheServerAnswers409Full_thenItIsTheFeaturesRefusal() async {
    // when
    let result = await outcome(status: 409, body: #"{"code": "tournament_full"}"#)
    // then
    #expect(result.refusal == .domain(.full))
  }

  @Test func test_whenTheServerAnswers423_thenItIsClosed() async {
    // when
    let result = await outcome(status: 423, body: "{}")
    // then
    #expect(result.refusal == .domain(.closed))
  }

  @Test func test_whenAnotherStatusAnswers_thenItStaysGeneric() async {
    // when: a 409 with a code neither reading knows
    let result = await outcome(status: 409, body: #"{"code": "banned"}"#)
    // then
    guard case .network(.unexpectedStatus(let failure)) = result.refusal else {
      Issue.record("expected the generic 409, got \(String(describing: result.refusal))")
      return
    }
    #expect(failure.status == 409)
  }

  @Test func test_whenBothReadingsMatch_thenTheAcceptanceComesFirst() async {
    // given: a reading that refuses every 409, and an acceptance of "already entered"
    let join = Endpoint<Int>(method: .post, pathSegments: ["entries"], response: .json())
      .readingFailures { failure, _ -> TournamentError? in failure.status == 409 ? .full : nil }
      .acceptingFailures { failure, body in
        failure.status == 409 && Self.code(in: body) == "already_entered" ? 41 : nil
      }
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 409, body: Data(#"{"code": "already_entered"}"#.utf8)))
    // when
    let value = try? await transfer.request(join)
    // then: the accepted value, not the refusal
    #expect(value == 41)
  }

  @Test func test_whenAPlainEndpointAcceptsAStatus_thenEveryOtherFailureIsGeneric() async throws {
    // given: accepting first, then no reading at all (every other failure is `Never`'s)
    let unfollow = Endpoint<Void>(
      method: .delete, pathSegments: ["follows", "3"], response: .ignored
    ).acceptingFailures { failure, _ in failure.status == 404 ? () : nil }  // already gone
    let gone = DefaultDataTransferService.stubbed(StubNetworkSession(status: 404, body: Data()))
    let failing = DefaultDataTransferService.stubbed(StubNetworkSession(status: 500, body: Data()))
    // when
    try await gone.request(unfollow)
    let failure: RequestFailure<Never>?
    do throws(RequestFailure<Never>) {
      try await failing.request(unfollow)
      failure = nil
    } catch {
      failure = error
    }
    // then
    guard case .network(.server(let server)) = failure else {
      Issue.record("expected the generic 500, got \(String(describing: failure))")
      return
    }
    #expect(server.status == 500)
  }

  @Test func test_whenAcceptingComesBeforeReading_thenBothReadingsHold() async {
    // given: the same join, built in the other order
    let join = Endpoint<Void>(method: .post, pathSegments: ["entries"], response: .ignored)
      .acceptingFailures { failure, body in
        failure.status == 409 && Self.code(in: body) == "already_entered" ? () : nil
      }
      .readingFailures { failure, _ -> TournamentError? in failure.status == 423 ? .closed : nil }
    let entered = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 409, body: Data(#"{"code": "already_entered"}"#.utf8)))
    let closed = DefaultDataTransferService.stubbed(StubNetworkSession(status: 423, body: Data()))
    // when
    let joined = (try? await entered.request(join)) != nil
    var refusal: RequestFailure<TournamentError>?
    do throws(RequestFailure<TournamentError>) { try await closed.request(join) } catch {
      refusal = error
    }
    // then
    #expect(joined)
    #expect(refusal == .domain(.closed))
  }

  @Test func test_whenTheStubAnswersAnAcceptedStatus_thenTheRepositoryTestSeesTheSuccess() async {
    // given: the documented double, told to answer what the server would
    let stub = StubDataTransferService(
      .status(409, body: Data(#"{"code": "already_entered"}"#.utf8)))
    // when
    let joined = (try? await stub.request(Self.join)) != nil
    // then: production's path, not `.network(.unexpectedStatus)`
    #expect(joined)
  }

  @Test func test_whenTheLoopbackServerAnswersAlreadyEntered_thenTheLiveStackSucceedsOnce()
    async throws
  {
    // given
    let entries = APIServer.Route(
      method: "POST", path: "/tournaments/{id}/entries",
      answer: .json(status: 409, data: #"{"code": "already_entered"}"#))
    try await APIServer.with(routes: [entries]) { server in
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
      // when
      try await transfer.request(Self.join)
      // then: one POST
      let received = try await server.receivedRequests()
      #expect(received.requests(to: "POST", "/tournaments/7/entries").count == 1)
    }
  }

  @Test func test_whenARetryableStatusIsAccepted_thenItIsAnsweredOnceNotRetried() async throws {
    // given: a GET whose 503 the stack retries (the control below shows it), accepted here
    let status = APIServer.Route(
      method: "GET", path: "/status", answer: .json(status: 503, data: #"{"code": "maintenance"}"#))
    let plain = Endpoint<String>(method: .get, pathSegments: ["status"], response: .json())
    let accepting = plain.acceptingFailures { failure, body in
      failure.status == 503 && Self.code(in: body) == "maintenance" ? "down for maintenance" : nil
    }
    try await APIServer.with(routes: [status]) { server in
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
      // when
      let value = try await transfer.request(accepting)
      let acceptedAttempts = try await server.receivedRequests().requests(to: "GET", "/status")
      _ = try? await transfer.request(plain)
      let allAttempts = try await server.receivedRequests().requests(to: "GET", "/status")
      // then: one request answered as the value; the same 503 unaccepted is retried
      #expect(value == "down for maintenance")
      #expect(acceptedAttempts.count == 1)
      #expect(allAttempts.count > 2)
    }
  }

  @Test func test_whenA401IsAccepted_thenItIsTheValueNotUnauthorized() async {
    // given: a 401 that this endpoint's server uses for "already signed out"
    let signOut = Endpoint<Void>(method: .post, pathSegments: ["logout"], response: .ignored)
    let accepting = signOut.acceptingFailures { failure, _ in failure.status == 401 ? () : nil }
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 401, body: Data()))
    // when
    let accepted = (try? await transfer.request(accepting)) != nil
    var plain: APIError?
    do throws(APIError) { try await transfer.request(signOut) } catch { plain = error }
    // then: the accepted 401 is the value; the same 401 unaccepted is `.unauthorized`
    #expect(accepted)
    #expect(plain?.kind == .unauthorized)
  }
}

extension Result {
  /// The failure, or `nil` on success.
  fileprivate var refusal: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}
