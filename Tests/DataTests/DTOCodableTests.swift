import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

/// The DTOs and the envelope as an importer uses them: built with their public initializers and
/// encoded into the exact body a stub answers with (this target imports `CleanData` without
/// `@testable`, so an internal initializer would not compile here).
@Suite("DTOs: public initializers and Codable round trips")
struct DTOCodableTests {
  @Test func test_whenAPageIsEncodedIntoAStubBody_thenTheEndpointDecodesTheSamePage() async throws {
    // given
    let page = UserPageDTO(
      items: [UserDTO(id: 7, nickname: "김철수", rating: 1200)], page: 2, hasNext: true)
    let body = try JSONEncoder().encode(ResponseEnvelope(status: 200, message: "ok", data: page))
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 200, body: body))
    // when
    let decoded = try await transfer.request(APIEndpoints.searchUsers(query: "", page: 2, size: 1))
    // then
    #expect(decoded == page)
  }

  @Test func test_whenASessionAndAMatchAreEncoded_thenTheyDecodeUnchanged() async throws {
    // given
    let session = SessionDTO(token: "t-9", user: UserDTO(id: 1, nickname: "alice", rating: 1500))
    let match = MatchDTO(id: 3, userIds: [1, 2])
    // when
    let sessionBody = try JSONEncoder().encode(
      ResponseEnvelope(status: 200, message: "ok", data: session))
    let matchBody = try JSONEncoder().encode(
      ResponseEnvelope(status: 201, message: "created", data: match))
    // then
    #expect(try EnvelopeDecoder.decodeData(SessionDTO.self, from: sessionBody) == session)
    #expect(try EnvelopeDecoder.decodeData(MatchDTO.self, from: matchBody) == match)
  }

  @Test func test_whenA409BodyIsEncodedFromTheDTO_thenTheDuplicatedIdsAreRead() async throws {
    // given
    let body = try JSONEncoder().encode(
      ResponseEnvelope(
        status: 409, message: "duplicated", data: DuplicatedUsersDTO(duplicatedUserIds: [2, 5])))
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 409, body: body))
    // when
    var thrown: RequestFailure<MatchmakingError>?
    do {
      _ = try await transfer.request(APIEndpoints.startMatch(userIds: [2, 5]))
    } catch {
      thrown = error
    }
    // then
    #expect(thrown == .domain(.duplicatedUsers(ids: [2, 5])))
  }

  @Test func test_whenAnEnvelopeHasNoData_thenItEncodesDataAsNull() throws {
    // given
    let envelope = ResponseEnvelope<UserDTO>(status: 404, message: "no such user", data: nil)
    // when
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(envelope))
    // then
    let object = try #require(json as? [String: Any])
    #expect(object["data"] is NSNull)
    #expect(object["message"] as? String == "no such user")
  }

  @Test func test_whenARequestBodyIsRead_thenItDecodesIntoItsDTO() throws {
    // given
    let login = try #require(APIEndpoints.login(nickname: "alice", password: "secret").body)
    let start = try #require(APIEndpoints.startMatch(userIds: [1, 2]).endpoint.body)
    // when
    let decodedLogin = try JSONDecoder().decode(LoginRequestDTO.self, from: login)
    let decodedStart = try JSONDecoder().decode(StartMatchRequestDTO.self, from: start)
    // then
    #expect(decodedLogin == LoginRequestDTO(nickname: "alice", password: "secret"))
    #expect(decodedStart == StartMatchRequestDTO(userIds: [1, 2]))
  }

  @Test func test_whenAnEndpointHasItsOwnDecoder_thenItsDataIsReadWithIt() async throws {
    // given an API with snake_case keys
    struct ProfileDTO: Decodable, Sendable, Equatable {
      let displayName: String
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let endpoint = Endpoint<ProfileDTO>(
      method: .get, pathSegments: ["me"], response: .envelope(decoder: decoder))
    let body = Bodies.envelope(status: 200, data: #"{"display_name": "Alice"}"#)
    // when
    let profile = try await DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: body)
    ).request(endpoint)
    // then
    #expect(profile == ProfileDTO(displayName: "Alice"))
  }
}
