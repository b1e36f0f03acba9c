import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

@Suite("DefaultDataTransferService: decoding, and only decoding, becomes .decoding")
struct DefaultDataTransferServiceTests {
  @Test func test_whenLoginSucceeds_thenSessionDTOIsDecoded() async throws {
    // given
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Bodies.envelope(status: 200, data: Bodies.session)))
    // when
    let session = try await service.request(APIEndpoints.login(nickname: "alice", password: "x"))
    // then
    #expect(
      session.toDomain()
        == Session(token: "t-1", user: User(id: 1, nickname: "alice", rating: 1500)))
  }

  @Test func test_whenSearchSucceeds_thenPageIsDecodedWithItsItemsInOrder() async throws {
    // given
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(
        status: 200,
        body: Bodies.envelope(status: 200, data: Bodies.page(users: 3, page: 2, hasNext: true))))
    // when
    let page = try await service.request(APIEndpoints.searchUsers(query: "u", page: 2, size: 3))
      .toDomain()
    // then
    #expect(page.items.map(\.id) == [1, 2, 3])
    #expect(page.items[0] == User(id: 1, nickname: "user 1 김", rating: 1001))
    #expect(page.page == 2)
    #expect(page.hasNext)
  }

  @Test func test_whenStartMatchAnswers201_thenMatchIsDecoded() async throws {
    // given
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 201, body: Bodies.envelope(status: 201, data: Bodies.match)))
    // when
    let match = try await service.request(APIEndpoints.startMatch(userIds: [1, 2])).toDomain()
    // then
    #expect(match == Match(id: 7, userIds: [1, 2]))
  }

  @Test func test_whenEndMatchAnswers204WithNoBody_thenItSucceeds() async throws {
    // given
    let session = StubNetworkSession(status: 204)
    let service = DefaultDataTransferService.stubbed(session)
    // when
    try await service.request(APIEndpoints.endMatch(id: 1))
    // then
    #expect(session.requests.count == 1)
  }

  @Test(arguments: [
    ("empty body", ""),
    ("not JSON", "<html>502 Bad Gateway</html>"),
    ("truncated", #"{"status":200,"message":"ok","data":{"id":1,"nick"#),
    ("JSON null", "null"),
    ("JSON array", "[1,2,3]"),
    ("data null", #"{"status":200,"message":"ok","data":null}"#),
    ("data missing", #"{"status":200,"message":"ok"}"#),
    ("no envelope", #"{"id":1,"nickname":"a","rating":1}"#),
    (
      "id is a string",
      #"{"status":200,"message":"ok","data":{"id":"1","nickname":"a","rating":1}}"#
    ),
    (
      "rating is a float",
      #"{"status":200,"message":"ok","data":{"id":1,"nickname":"a","rating":1.5}}"#
    ),
    ("nickname null", #"{"status":200,"message":"ok","data":{"id":1,"nickname":null,"rating":1}}"#),
    ("missing rating", #"{"status":200,"message":"ok","data":{"id":1,"nickname":"a"}}"#),
    (
      "status is a string",
      #"{"status":"200","message":"ok","data":{"id":1,"nickname":"a","rating":1}}"#
    ),
    (
      "id overflows Int",
      #"{"status":200,"message":"ok","data":{"id":99999999999999999999,"nickname":"a","rating":1}}"#
    ),
  ])
  func test_whenSuccessBodyDoesNotDecode_thenDecodingErrorWithDetail(
    name: String, body: String
  ) async {
    // given
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Data(body.utf8)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.user(id: 1))
    }
    // then
    guard case .decoding(let detail) = error else {
      Issue.record("\(name): expected .decoding, got \(String(describing: error))")
      return
    }
    #expect(!detail.isEmpty, "\(name)")
  }

  @Test func test_whenBodyIsRandomBinary_thenDecodingError() async {
    // given bytes that are not UTF-8 at all
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Data([0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x80])))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.isDecoding == true)
  }

  @Test func test_whenDataIsNull_thenDetailSaysSo() async {
    // given
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Bodies.envelope(status: 200)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.login(nickname: "a", password: "b"))
    }
    // then
    #expect(error?.withoutServerDetails == .decoding("envelope data is null"))
  }

  @Test func test_whenAFieldHasTheWrongType_thenDetailNamesItsPath() async {
    // given the 3rd item's rating is a string
    let body =
      #"{"status":200,"message":"ok","data":{"items":[\#(Bodies.user(id: 1)),\#(Bodies.user(id: 2)),{"id":3,"nickname":"c","rating":"high"}],"page":0,"hasNext":false}}"#
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Data(body.utf8)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.searchUsers(query: "", page: 0, size: 3))
    }
    // then
    #expect(
      error?.withoutServerDetails
        == .decoding("type mismatch at data.items[2].rating: expected Int"))
  }

  @Test func test_whenBodyIsHuge_thenItDecodesWithoutTrouble() async throws {
    // given a 20,000-user page (≈ 1.2 MB) and an unknown 1 MB field
    let padding = String(repeating: "x", count: 1_000_000)
    let data = Bodies.page(users: 20_000).dropLast() + #", "padding": "\#(padding)"}"#
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Bodies.envelope(status: 200, data: String(data))))
    // when
    let page = try await service.request(APIEndpoints.searchUsers(query: "", page: 0, size: 1))
    // then
    #expect(page.items.count == 20_000)
    #expect(page.items.last?.id == 20_000)
  }

  @Test func test_whenHugeBodyIsTruncated_thenDecodingError() async {
    // given
    let full = Bodies.envelope(status: 200, data: Bodies.page(users: 5_000))
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: full.prefix(full.count / 2)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.searchUsers(query: "", page: 0, size: 1))
    }
    // then
    #expect(error?.isDecoding == true)
  }

  @Test(arguments: [
    (500, APIError.server(HTTPFailure(status: 500))),
    (401, .unauthorized(HTTPFailure(status: 401))), (404, .notFound(HTTPFailure(status: 404))),
    (400, .unexpectedStatus(HTTPFailure(status: 400))),
  ])
  func test_whenFailureStatusHasAnUndecodableBody_thenStatusErrorNotDecoding(
    status: Int, expected: APIError
  ) async {
    // given a failure status whose body is not even JSON
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: status, body: Data("<html>oops</html>".utf8)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == expected)
  }

  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, APIError.transport(.cannotConnect)),
    (.timedOut, .transport(.timedOut(.outcomeUnknown))),
    (.cancelled, .cancelled(.outcomeUnknown)),
  ])
  func test_whenTransportFails_thenTransportErrorNotDecoding(
    code: URLError.Code, expected: APIError
  ) async {
    // given
    let service = DefaultDataTransferService.stubbed(StubNetworkSession(failing: URLError(code)))
    // when
    let error = await apiError { () async throws(APIError) in
      try await service.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == expected)
  }

  @Test func test_whenEnvelopeStatusSaysFailureButHTTPSaysOK_thenValueIsReturned() async throws {
    // given HTTP 200 whose envelope claims 500
    let service = DefaultDataTransferService.stubbed(
      StubNetworkSession(status: 200, body: Bodies.envelope(status: 500, data: Bodies.alice)))
    // when
    let user = try await service.request(APIEndpoints.user(id: 1)).toDomain()
    // then
    #expect(user == User(id: 1, nickname: "alice", rating: 1500))
  }
}

extension APIError {
  var isDecoding: Bool {
    if case .decoding = self { return true }
    return false
  }
}
