import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

/// An importer's endpoint that brings its own error type: the endpoint reads the failure
/// statuses it gives a meaning (with the status, the server's message and the whole body) into
/// its type; everything else arrives as the stack's `APIError`.
@Suite("DomainEndpoint: an endpoint's own failure meanings")
struct DomainEndpointTests {
  /// An importer's error type for a "send a friend request" feature.
  enum FriendError: Error, Equatable {
    case alreadyFriends
    case rejected(field: String, message: String?)
  }

  struct FieldErrorDTO: Decodable {
    let field: String
  }

  private static func readFriendFailure(_ failure: HTTPFailure, body: Data) -> FriendError? {
    switch failure.status {
    case 409: .alreadyFriends
    case 422:
      .rejected(
        field: (try? EnvelopeDecoder.decodeData(FieldErrorDTO.self, from: body))?.field ?? "?",
        message: failure.message)
    default: nil
    }
  }

  private static let befriend = Endpoint<UserDTO>(
    method: .post, pathSegments: ["friends"], response: .envelope()
  )
  .readingFailures(readFriendFailure)

  private func failure(
    of endpoint: DomainEndpoint<UserDTO, FriendError> = befriend, status: Int, body: Data
  ) async -> RequestFailure<FriendError>? {
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: status, body: body))
    do {
      _ = try await transfer.request(endpoint)
      return nil
    } catch {
      return error
    }
  }

  @Test func test_whenTheServerAnswers422WithAnEnvelope_thenTheDomainErrorCarriesItsFields()
    async
  {
    // given
    let body = Bodies.envelope(status: 422, data: #"{"field": "nickname"}"#, message: "too short")
    // when
    let error = await failure(status: 422, body: body)
    // then
    #expect(error == .domain(.rejected(field: "nickname", message: "too short")))
  }

  @Test func test_whenTheFailureBodyIsLongerThanThePrefix_thenTheReadingSeesTheWholeBody() async {
    // given: the field comes after 2 KB of padding, past HTTPFailure.bodyPrefixLimit
    let padding = String(repeating: "x", count: 2048)
    let body = Bodies.envelope(
      status: 422, data: #"{"padding": "\#(padding)", "field": "email"}"#, message: "bad")
    // when
    let error = await failure(status: 422, body: body)
    // then
    #expect(error == .domain(.rejected(field: "email", message: "bad")))
  }

  @Test func test_whenAnotherEndpointAnswers409_thenItIsTheImportersMeaningNotDuplicatedUsers()
    async
  {
    // given a 409 whose body even looks like start-match's
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([1, 2]), message: "friends")
    // when
    let error = await failure(status: 409, body: body)
    // then
    #expect(error == .domain(.alreadyFriends))
  }

  @Test func test_whenTheServerFails_thenTheGenericFailureArrivesWithWhatTheServerSaid() async {
    // given
    let body = Bodies.envelope(status: 503, message: "maintenance")
    // when
    let error = await failure(status: 503, body: body)
    // then
    #expect(error?.networkError?.kind == .server)
    #expect(error?.networkError?.withoutServerDetails == .server(HTTPFailure(status: 503)))
    #expect(error?.networkError?.serverMessage == "maintenance")
  }

  @Test func test_whenTheRequestSucceeds_thenTheValueIsReturned() async throws {
    // given
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 201, body: Bodies.envelope(status: 201, data: Bodies.alice)))
    // when
    let user = try await transfer.request(Self.befriend)
    // then
    #expect(user == UserDTO(id: 1, nickname: "alice", rating: 1500))
  }

  @Test func test_whenStartMatchAnswers409_thenItIsTheMatchmakingErrorWithDistinctAscendingIds()
    async
  {
    // given
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([3, 2, 3]))
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 409, body: body))
    // when
    var thrown: RequestFailure<MatchmakingError>?
    do {
      _ = try await transfer.request(APIEndpoints.startMatch(userIds: [2, 3]))
    } catch {
      thrown = error
    }
    // then
    #expect(thrown == .domain(.duplicatedUsers(ids: [2, 3])))
  }

  @Test func test_whenAStatusTheEndpointReadsWouldBeRetried_thenItIsSentOnce() async {
    // given: a GET retried on 503 by the standard policy, whose endpoint reads 503 itself
    let session = StubNetworkSession(status: 503, body: Bodies.envelope(status: 503))
    let transfer = DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: .stub(), session: session, retryPolicy: .standard,
        clock: VirtualBackoffClock()))
    let endpoint = Endpoint<UserDTO>(method: .get, pathSegments: ["board"], response: .envelope())
      .readingFailures { failure, _ in failure.status == 503 ? FriendError.alreadyFriends : nil }
    // when
    var thrown: RequestFailure<FriendError>?
    do { _ = try await transfer.request(endpoint) } catch { thrown = error }
    // then
    #expect(thrown == .domain(.alreadyFriends))
    #expect(session.requests.count == 1)
  }

  @Test func test_whenTheEndpointReadsA401_thenTheSessionIsKeptAndNothingIsRefreshed() async throws
  {
    // given: a session with a refresh token, and an endpoint whose 401 is its own meaning
    let store = InMemorySessionStore(
      session: Session(token: "t", user: User(id: 1, nickname: "a", rating: 1), refreshToken: "r"))
    let session = StubNetworkSession(status: 401, body: Bodies.envelope(status: 401))
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store, session: session,
      clock: VirtualBackoffClock())
    let endpoint = Endpoint<UserDTO>(
      method: .get, pathSegments: ["me"], requiresAuthorization: true, response: .envelope()
    ).readingFailures { failure, _ in failure.status == 401 ? FriendError.alreadyFriends : nil }
    // when
    var thrown: RequestFailure<FriendError>?
    do { _ = try await transfer.request(endpoint) } catch { thrown = error }
    // then
    #expect(thrown == .domain(.alreadyFriends))
    #expect(store.session?.token == "t")
    #expect(session.requests.count == 1)
  }

  @Test func test_whenAnUnreadRequestGets401_thenTheSessionIsClearedAndTheFailureIsGeneric()
    async throws
  {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "t", user: User(id: 1, nickname: "a", rating: 1)))
    let authorized = Endpoint<UserDTO>(
      method: .get, pathSegments: ["me"], requiresAuthorization: true, response: .envelope()
    ).readingFailures(Self.readFriendFailure)
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store,
      session: StubNetworkSession(status: 401, body: Bodies.envelope(status: 401)),
      clock: VirtualBackoffClock())
    // when
    var thrown: RequestFailure<FriendError>?
    do { _ = try await transfer.request(authorized) } catch { thrown = error }
    // then
    #expect(thrown?.networkError?.kind == .unauthorized)
    #expect(store.session == nil)
  }

  @Test(arguments: [false, true])
  func test_whenA401CannotBeRefreshed_thenItKeepsTheStatusAndTheServerMessage(
    hasRefresher: Bool
  ) async throws {
    // given: a session without a refresh token, and a 401 that says why
    let store = InMemorySessionStore(
      session: Session(token: "t", user: User(id: 1, nickname: "a", rating: 1)))
    let session = StubNetworkSession(
      status: 401, body: Bodies.envelope(status: 401, message: "token expired"))
    let transfer =
      hasRefresher
      ? try DefaultDataTransferService.live(
        baseURL: URL(string: "http://api.test")!, sessionStore: store, session: session,
        clock: VirtualBackoffClock())
      : DefaultDataTransferService.stubbed(session)
    let endpoint = Endpoint<UserDTO>(
      method: .get, pathSegments: ["me"], requiresAuthorization: true, response: .envelope())
    // when
    let error = await apiError { () async throws(APIError) in try await transfer.request(endpoint) }
    // then
    #expect(error?.kind == .unauthorized)
    #expect(error?.status == 401)
    #expect(error?.serverMessage == "token expired")
  }
}
