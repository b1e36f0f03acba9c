import CleanDataTesting
import CleanDomain
import Foundation
import Testing

@testable import CleanData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct IdempotencyKeyTests {
  @Test func test_whenKeysAreMade_thenEachIsNewAndSentAsAQuotedString() {
    // when
    let first = IdempotencyKey()
    let second = IdempotencyKey()
    // then
    #expect(first != second)
    #expect(first.headerValue == "\"\(first.value)\"")
  }

  @Test(arguments: [
    ("plain", #""plain""#), (#"a"b"#, #""a\"b""#), (#"a\b"#, #""a\\b""#),
  ])
  func test_whenAKeyHoldsQuotesOrBackslashes_thenTheyAreEscaped(key: String, header: String) throws
  {
    #expect(try #require(IdempotencyKey(key)).headerValue == header)
  }

  @Test(arguments: ["", "tab\there", "é", String(repeating: "k", count: 256)])
  func test_whenAKeyIsNotPrintableASCIIUpTo255_thenItIsRefused(key: String) {
    #expect(IdempotencyKey(key) == nil)
  }

  @Test func test_whenAnEndpointDeclaresAKey_thenEveryRequestCarriesItAndOthersDoNot() throws {
    // given
    let key = IdempotencyKey()
    let start = APIEndpoints.startMatch(userIds: [1, 2], idempotencyKey: key).endpoint
    // when
    let request = try start.urlRequest(with: .stub())
    let read = try APIEndpoints.user(id: 1).urlRequest(with: .stub())
    let login = try APIEndpoints.login(nickname: "a", password: "b").urlRequest(with: .stub())
    // then
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.headerValue)
    #expect(read.value(forHTTPHeaderField: "Idempotency-Key") == nil)
    #expect(login.value(forHTTPHeaderField: "Idempotency-Key") == nil)
  }

  @Test func test_whenTwoStartsAreMade_thenEachHasItsOwnKey() {
    // when
    let first = APIEndpoints.startMatch(userIds: [1, 2]).endpoint.idempotencyKey
    let second = APIEndpoints.startMatch(userIds: [1, 2]).endpoint.idempotencyKey
    // then
    #expect(first != nil && second != nil && first != second)
  }

  @Test(arguments: [
    ("GET", nil, true), ("HEAD", nil, true), ("POST", nil, false), ("DELETE", nil, false),
    ("PUT", nil, false), ("PATCH", nil, false), ("POST", #""k""#, true),
  ])
  func test_whenARequestMayBeSentTwice_thenOnlyASafeMethodOrAKeyedWrite(
    method: String, key: String?, expected: Bool
  ) {
    // given
    var request = URLRequest(url: URL(string: "http://api.test/x")!)
    request.httpMethod = method
    if let key { request.setValue(key, forHTTPHeaderField: "Idempotency-Key") }
    // when / then
    #expect(DefaultNetworkSession.mayBeSentTwice(request) == expected)
  }
}
