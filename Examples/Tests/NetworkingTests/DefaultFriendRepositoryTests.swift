import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Domain
import Foundation
import Networking
import Testing

/// The feature's repository over the library's real network stack, answered by the library's
/// scripted `StubNetworkSession` (4xx/5xx as responses, as URLSession returns them).
@Suite struct DefaultFriendRepositoryTests {
  private let alice = Session(token: "t-1", user: User(id: 1, nickname: "alice", rating: 1500))

  private func send(
    to userId: Int, answer session: StubNetworkSession, store: InMemorySessionStore
  ) async throws -> Result<Friend, RequestFailure<FriendRequestError>> {
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://friends.test/v1")!, sessionStore: store, session: session,
      clock: VirtualBackoffClock())  // the stub's deadline passes on virtual time only
    let repository = DefaultFriendRepository(transfer: transfer)
    do {
      var friend: Friend?
      for try await value in repository.sendRequest(to: userId).single.values { friend = value }
      return .success(try #require(friend))
    } catch let error as RequestFailure<FriendRequestError> {
      return .failure(error)
    }
  }

  @Test func test_whenTheServerAccepts_thenTheFriendArrivesAndTheRequestWasAuthorized()
    async throws
  {
    // given
    let body = try JSONEncoder().encode(
      ResponseEnvelope(status: 201, message: "ok", data: FriendDTO(id: 2, nickname: "bob")))
    let session = StubNetworkSession(status: 201, body: body)
    // when
    let result = try await send(to: 2, answer: session, store: InMemorySessionStore(session: alice))
    // then
    #expect(result == .success(Friend(id: 2, nickname: "bob")))
    let request = try #require(session.requests.first)
    #expect(request.httpMethod == "POST")
    #expect(request.url?.path == "/v1/friends/2")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t-1")
  }

  @Test func test_whenTheServerAnswers409_thenItMeansAlreadyFriendsNotDuplicatedUsers()
    async throws
  {
    // given
    let session = StubNetworkSession(
      status: 409, body: Bodies.envelope(status: 409, data: Bodies.duplicated([2])))
    // when
    let result = try await send(to: 2, answer: session, store: InMemorySessionStore(session: alice))
    // then
    #expect(result == .failure(.domain(.alreadyFriends)))
  }

  @Test func test_whenTheServerAnswers422_thenItsOwnMessageIsKept() async throws {
    // given
    let session = StubNetworkSession(
      status: 422, body: Bodies.envelope(status: 422, message: "bob does not accept requests"))
    // when
    let result = try await send(to: 2, answer: session, store: InMemorySessionStore(session: alice))
    // then
    #expect(result == .failure(.domain(.rejected(reason: "bob does not accept requests"))))
  }

  @Test func test_whenTheTokenIsRejected_thenTheAlertGetsItAndTheSessionIsCleared() async throws {
    // given
    let store = InMemorySessionStore(session: alice)
    let session = StubNetworkSession(status: 401, body: Bodies.envelope(status: 401))
    // when
    let result = try await send(to: 2, answer: session, store: store)
    // then
    guard case .failure(.network(let error)) = result else {
      Issue.record("expected the generic failure, got \(result)")
      return
    }
    #expect(error.status == 401)
    #expect(store.session == nil)
  }
}
