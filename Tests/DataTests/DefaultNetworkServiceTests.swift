import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanPrimitives
import CleanReactive
import Foundation
import Testing

@Suite("DefaultNetworkService over a stubbed session")
struct DefaultNetworkServiceTests {
  @Test(arguments: [200, 201, 204])
  func test_whenSessionRespondsWithSuccess_thenBodyIsReturned(status: Int) async throws {
    // given
    let body = Bodies.envelope(status: status, data: Bodies.alice)
    let service = DefaultNetworkService(
      configuration: .stub(), session: StubNetworkSession(status: status, body: body),
      clock: VirtualBackoffClock())
    // when
    let data = try await service.body(for: APIEndpoints.user(id: 1))
    // then
    #expect(data == body)
  }

  @Test(arguments: [
    (401, APIError.unauthorized(HTTPFailure(status: 401))),
    (404, .notFound(HTTPFailure(status: 404))), (500, .server(HTTPFailure(status: 500))),
    (503, .server(HTTPFailure(status: 503))), (400, .unexpectedStatus(HTTPFailure(status: 400))),
    (418, .unexpectedStatus(HTTPFailure(status: 418))),
  ])
  func test_whenSessionRespondsWithFailureStatusAndNoError_thenStatusIsClassified(
    status: Int, expected: APIError
  ) async {
    // given a realistic response: a status, an envelope body, no thrown error
    let service = DefaultNetworkService(
      configuration: .stub(),
      session: StubNetworkSession(status: status, body: Bodies.envelope(status: status)),
      retryPolicy: .never, clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == expected)
  }

  @Test
  func test_whenStartMatchGets409WithRepeatedUnsortedIds_thenDuplicatedUsersDistinctAscending()
    async
  {
    // given
    let session = StubNetworkSession(
      status: 409, body: Bodies.envelope(status: 409, data: Bodies.duplicated([5, 2, 5, 2])))
    let transfer = DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: .stub(), session: session, clock: VirtualBackoffClock()))
    // when
    var thrown: RequestFailure<MatchmakingError>?
    do {
      _ = try await transfer.request(APIEndpoints.startMatch(userIds: [2, 2, 5]))
    } catch {
      thrown = error
    }
    // then
    #expect(thrown == .domain(.duplicatedUsers(ids: [2, 5])))
  }

  @Test func test_whenAnotherEndpointGets409WithIds_thenUnexpectedStatusWithItsHTTPFailure() async {
    // given the same body start-match would read as duplicated users
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([2, 5]), message: "dup")
    let service = DefaultNetworkService(
      configuration: .stub(), session: StubNetworkSession(status: 409, body: body),
      clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .unexpectedStatus(HTTPFailure(status: 409, message: "dup", body: body)))
  }

  /// A feature's own error for one status.
  private struct TeapotError: Error, Equatable {}

  @Test func test_whenAnEndpointReadsAFailureStatus_thenItsErrorWinsOverTheResolver() async {
    // given an endpoint that reads its 418 as its own error, and a 500 it leaves alone
    let endpoint = Endpoint<Void>(method: .get, pathSegments: ["teapot"])
      .readingFailures { failure, _ in failure.status == 418 ? TeapotError() : nil }
    func failure(status: Int) async -> RequestFailure<TeapotError>? {
      let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: status))
      do {
        try await transfer.request(endpoint)
        return nil
      } catch {
        return error
      }
    }
    // when
    let teapot = await failure(status: 418)
    let server = await failure(status: 500)
    // then
    #expect(teapot == .domain(TeapotError()))
    #expect(server?.networkError?.withoutServerDetails == .server(HTTPFailure(status: 500)))
  }

  @Test func test_whenTheSessionNeverAnswers_thenTimedOutAtTheConfiguredDeadline() async throws {
    // given a session that hangs until cancelled, and a fractional timeout
    let configuration = try NetworkConfiguration(
      baseURL: "http://api.test", timeout: .milliseconds(50))
    let service = DefaultNetworkService(
      configuration: configuration, session: StubNetworkSession { _ in .hangUntilCancelled })
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .transport(.timedOut(.outcomeUnknown)))
  }

  @Test func test_whenAnInMemorySessionReturnsMoreThanTheCap_thenResponseTooLarge() async throws {
    // given a session without streaming (the protocol's default check) and a 10-byte cap
    let configuration = try NetworkConfiguration(baseURL: "http://api.test", maxResponseSize: 10)
    let service = DefaultNetworkService(
      configuration: configuration,
      session: StubNetworkSession(status: 200, body: Bodies.envelope(status: 200)),
      clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .transport(.responseTooLarge(limit: 10)))
  }

  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, APIError.transport(.cannotConnect)),
    (.timedOut, .transport(.timedOut(.outcomeUnknown))),
    (.notConnectedToInternet, .transport(.offline)),
    (.cannotFindHost, .transport(.cannotFindHost)),
    (.networkConnectionLost, .transport(.connectionLost)),
    (.cancelled, .cancelled(.outcomeUnknown)),
  ])
  func test_whenSessionThrowsTransportFailure_thenTypedTransportError(
    code: URLError.Code, expected: APIError
  ) async {
    // given
    let service = DefaultNetworkService(
      configuration: .stub(), session: StubNetworkSession(failing: URLError(code)),
      retryPolicy: .never, clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == expected)
  }

  @Test func test_whenCallingTaskIsCancelledMidRequest_thenCancelled() async {
    // given a session that hangs until cancelled
    let session = StubNetworkSession { _ in .hangUntilCancelled }
    let service = DefaultNetworkService(
      configuration: .stub(), session: session, clock: VirtualBackoffClock())
    let task = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await service.body(for: APIEndpoints.user(id: 1))
      }
    }
    // when the request has reached the session, the task is cancelled
    var started = session.requestsStarted.makeAsyncIterator()
    _ = await started.next()
    task.cancel()
    // then: the session said nothing of how far it got, so nothing is promised
    #expect(await task.value == .cancelled(.outcomeUnknown))
  }

  @Test func test_whenTaskIsAlreadyCancelled_thenCancelledWithoutSending() async {
    // given
    let session = StubNetworkSession(status: 200, body: Bodies.envelope(status: 200))
    let service = DefaultNetworkService(
      configuration: .stub(), session: session, clock: VirtualBackoffClock())
    // when
    let task = Task { () async -> APIError? in
      withUnsafeCurrentTask { $0?.cancel() }
      return await apiError { () async throws(APIError) in
        try await service.body(for: APIEndpoints.user(id: 1))
      }
    }
    // then
    #expect(await task.value == .cancelled(.notSent))
    #expect(session.requests.isEmpty)
  }

  @Test func test_when401AnswersARequestThatCarriedAToken_thenOnUnauthorizedGetsThatToken()
    async
  {
    // given
    let rejected = Locked<[String]>([])
    let service = DefaultNetworkService(
      configuration: .stub(token: "old"), session: StubNetworkSession(status: 401),
      onUnauthorized: { token in rejected.withLock { $0.append(token) } },
      clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(rejected.withLock { $0 } == ["old"])
  }

  @Test func test_when401AnswersARequestWithoutToken_thenOnUnauthorizedIsNotCalled() async {
    // given a login (sends no token) rejected with 401
    let calls = Locked(0)
    let service = DefaultNetworkService(
      configuration: .stub(token: "t"), session: StubNetworkSession(status: 401),
      onUnauthorized: { _ in calls.withLock { $0 += 1 } }, clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.body(for: APIEndpoints.login(nickname: "a", password: "b"))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func test_whenRequestIsSent_thenSessionReceivesTheBuiltRequest() async throws {
    // given
    let session = StubNetworkSession(status: 204)
    let service = DefaultNetworkService(
      configuration: .stub(token: "tok"), session: session, clock: VirtualBackoffClock())
    // when
    _ = try await service.body(for: APIEndpoints.endMatch(id: 9))
    // then
    let request = try #require(session.requests.first)
    #expect(session.requests.count == 1)
    #expect(request.httpMethod == "DELETE")
    #expect(request.url?.path == "/v1/matches/9")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer tok")
  }
}
