import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

/// The `Default…` repositories against a stubbed `DataTransferService` (the layer below).
@Suite("Repositories over a stubbed data transfer service")
struct RepositoryTests {
  /// The single's one result, with the error typed as the contract promises.
  private func result<T: Sendable>(of single: Single<T>) async -> Result<T, APIError> {
    do {
      return .success(try await single.value)
    } catch let error as APIError {
      return .failure(error)
    } catch RequestFailure<MatchmakingError>.network(let error) {
      return .failure(error)
    } catch {
      Issue.record("the single failed with a non-APIError: \(error)")
      return .failure(.transport(.other("\(error)")))
    }
  }

  @Test func test_whenLoginSucceeds_thenSessionIsEmittedAndLoginIsPosted() async throws {
    // given
    let stub = StubDataTransferService(.body(Bodies.envelope(status: 200, data: Bodies.session)))
    let repository = DefaultAuthRepository(transfer: stub)
    // when
    let session = try await result(of: repository.login(nickname: "alice", password: "pw")).get()
    // then
    #expect(session == Session(token: "t-1", user: User(id: 1, nickname: "alice", rating: 1500)))
    let call = try #require(stub.calls.first)
    #expect(call.method == .post)
    #expect(call.pathSegments == ["auth", "login"])
    #expect(!call.requiresAuthorization)
    let body = try JSONSerialization.jsonObject(with: call.body ?? Data()) as? [String: String]
    #expect(body == ["nickname": "alice", "password": "pw"])
  }

  @Test func test_whenLoginIsRejected_thenSingleFailsWithUnauthorized() async {
    // given
    let repository = DefaultAuthRepository(
      transfer: StubDataTransferService(.failure(.unauthorized(HTTPFailure(status: 401)))))
    // when
    let outcome = await result(of: repository.login(nickname: "a", password: "b"))
    // then
    #expect(outcome.failure == .unauthorized(HTTPFailure(status: 401)))
  }

  @Test func test_whenUserIsFetched_thenUserIsEmittedFromAnAuthorizedGet() async throws {
    // given
    let stub = StubDataTransferService(.body(Bodies.envelope(status: 200, data: Bodies.alice)))
    let repository = DefaultUserRepository(transfer: stub)
    // when
    let user = try await result(of: repository.user(id: 1)).get()
    // then
    #expect(user == User(id: 1, nickname: "alice", rating: 1500))
    #expect(stub.calls.first?.pathSegments == ["users", "1"])
    #expect(stub.calls.first?.requiresAuthorization == true)
  }

  @Test func test_whenSearching_thenPageIsEmittedAndQueryIsPassedRaw() async throws {
    // given
    let stub = StubDataTransferService(
      .body(Bodies.envelope(status: 200, data: Bodies.page(users: 2, page: 1, hasNext: true))))
    let repository = DefaultUserRepository(transfer: stub)
    // when
    let page = try await result(of: repository.searchUsers(query: "김 &x", page: 1, size: 2))
      .get()
    // then
    #expect(page.items.count == 2)
    #expect(page.page == 1)
    #expect(page.hasNext)
    let query = stub.calls.first?.queryItems.map { "\($0.name)=\($0.value ?? "")" }
    #expect(query == ["query=김 &x", "page=1", "size=2"])
  }

  @Test func test_whenMatchIsStarted_thenMatchIsEmitted() async throws {
    // given
    let stub = StubDataTransferService(.body(Bodies.envelope(status: 201, data: Bodies.match)))
    let repository = DefaultMatchRepository(transfer: stub)
    // when
    let match = try await result(of: repository.startMatch(userIds: [1, 2])).get()
    // then
    #expect(match == Match(id: 7, userIds: [1, 2]))
    let body = try JSONSerialization.jsonObject(with: stub.calls.first?.body ?? Data())
    #expect((body as? [String: [Int]]) == ["userIds": [1, 2]])
  }

  @Test func test_whenUsersAreDuplicated_thenSingleFailsWithTheDomainErrorAndTheirIds() async {
    // given
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([2]))
    let repository = DefaultMatchRepository(
      transfer: DefaultDataTransferService.stubbed(StubNetworkSession(status: 409, body: body)))
    // when
    var thrown: (any Error)?
    do { _ = try await repository.startMatch(userIds: [1, 2, 2]).value } catch { thrown = error }
    // then
    #expect(thrown as? RequestFailure<MatchmakingError> == .domain(.duplicatedUsers(ids: [2])))
  }

  @Test func test_whenMatchIsEnded_thenVoidIsEmittedFromADelete() async throws {
    // given
    let stub = StubDataTransferService(.body(Data()))
    let repository = DefaultMatchRepository(transfer: stub)
    // when
    try await result(of: repository.endMatch(id: 5)).get()
    // then
    #expect(stub.calls.first?.method == .delete)
    #expect(stub.calls.first?.pathSegments == ["matches", "5"])
  }

  @Test(arguments: [
    APIError.server(HTTPFailure(status: 503)), .transport(.timedOut(.outcomeUnknown)),
    .decoding("x"),
    .notFound(HTTPFailure(status: 404)),
  ])
  func test_whenTransferFails_thenSingleFailsWithTheSameAPIError(error: APIError) async {
    // given
    let repository = DefaultUserRepository(transfer: StubDataTransferService(.failure(error)))
    // when
    let outcome = await result(of: repository.user(id: 1))
    // then
    #expect(outcome.failure == error)
  }

  @Test func test_whenNobodySubscribes_thenNoRequestIsSent() {
    // given
    let stub = StubDataTransferService(.body(Data()))
    // when
    _ = DefaultMatchRepository(transfer: stub).endMatch(id: 1)
    // then
    #expect(stub.calls.isEmpty)
  }

  @Test func test_whenSubscriptionIsDisposedMidRequest_thenTheRequestIsCancelled() async {
    // given
    let stub = StubDataTransferService(.hangUntilCancelled)
    let repository = DefaultUserRepository(transfer: stub)
    let delivered = ResultBox<User>()
    let subscription = repository.user(id: 1).subscribe { delivered.set($0) }
    var started = stub.requestsStarted.makeAsyncIterator()
    _ = await started.next()
    // when
    subscription.dispose()
    // then the request's task was cancelled, and nothing reaches the disposed subscriber
    await stub.waitForCancellations(1)
    #expect(stub.cancellations == 1)
    #expect(delivered.value == nil)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
