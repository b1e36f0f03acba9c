import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

/// An importer's endpoint that brings its own error type: the stack classifies, the endpoint
/// reads the classification (with the status, the server's message and body) into its type.
@Suite("ClassifiedEndpoint: an endpoint's own error classification")
struct ClassifiedEndpointTests {
  /// An importer's error type for a "send a friend request" feature.
  enum FriendError: Error, Equatable {
    case alreadyFriends
    case rejected(field: String, message: String?)
    case cancelled
    case network(APIError)
  }

  struct FieldErrorDTO: Decodable {
    let field: String
  }

  private static let befriend = Endpoint<UserDTO>(method: .post, pathSegments: ["friends"])
    .classifyingFailures { error -> FriendError in
      switch error.status {
      case 409: return .alreadyFriends
      case 422:
        let field = error.httpFailure?.envelopeData(as: FieldErrorDTO.self)?.field ?? "?"
        return .rejected(field: field, message: error.serverMessage)
      default: return error.isCancellation ? .cancelled : .network(error)
      }
    }

  private func failure(status: Int, body: Data) async -> FriendError? {
    let transfer = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: status, body: body))
    do {
      _ = try await transfer.request(Self.befriend)
      return nil
    } catch {
      return error
    }
  }

  @Test func test_whenTheServerAnswers422WithAnEnvelope_thenTheImportersErrorCarriesItsFields()
    async
  {
    // given
    let body = Bodies.envelope(status: 422, data: #"{"field": "nickname"}"#, message: "too short")
    // when
    let error = await failure(status: 422, body: body)
    // then
    #expect(error == .rejected(field: "nickname", message: "too short"))
  }

  @Test func test_whenAnotherEndpointAnswers409_thenItIsTheImportersMeaningNotDuplicatedUsers()
    async
  {
    // given a 409 whose body even looks like start-match's
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([1, 2]), message: "friends")
    // when
    let error = await failure(status: 409, body: body)
    // then
    #expect(error == .alreadyFriends)
  }

  @Test func test_whenTheServerFails_thenTheStacksClassificationArrivesWithWhatTheServerSaid()
    async
  {
    // given
    let body = Bodies.envelope(status: 503, message: "maintenance")
    // when
    let error = await failure(status: 503, body: body)
    // then
    guard case .network(let apiError) = error else {
      Issue.record("expected .network, got \(String(describing: error))")
      return
    }
    #expect(apiError.withoutServerDetails == .server(status: 503))
    #expect(apiError.serverMessage == "maintenance")
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

  @Test func test_whenTheEndpointInterpretsAStatusItself_thenTheClassifierSeesThatReading() async {
    // given start-match, which reads its 409 as duplicated users, classified by an importer
    let endpoint = APIEndpoints.startMatch(userIds: [1, 2]).classifyingFailures { $0 }
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([2]))
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 409, body: body))
    // when
    let error = await apiError { () async throws(APIError) in try await transfer.request(endpoint) }
    // then
    #expect(error == .duplicatedUsers(ids: [2]))
  }

  @Test func test_whenAClassifiedRequestGets401_thenTheSessionIsStillCleared() async throws {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "t", user: User(id: 1, nickname: "a", rating: 1)))
    let authorized = Endpoint<UserDTO>(
      method: .get, pathSegments: ["me"], requiresAuthorization: true
    ).classifyingFailures { FriendError.network($0) }
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store,
      session: StubNetworkSession(status: 401, body: Bodies.envelope(status: 401)))
    // when
    var thrown: FriendError?
    do { _ = try await transfer.request(authorized) } catch { thrown = error }
    // then
    #expect(thrown.map { if case .network(.unauthorized) = $0 { true } else { false } } == true)
    #expect(store.session == nil)
  }
}
