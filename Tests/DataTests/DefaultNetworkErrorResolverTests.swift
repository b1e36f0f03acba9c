import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

@Suite("DefaultNetworkErrorResolver: every status and transport failure maps to one case")
struct DefaultNetworkErrorResolverTests {
  let resolver = DefaultNetworkErrorResolver()

  @Test func test_whenFailureBodyIsAnEnvelope_thenStatusMessageAndBodyPrefixAreKept() {
    // given
    let body = Bodies.envelope(status: 503, message: "maintenance until 10:00")
    // when
    let error = resolver.error(forStatus: 503, body: body)
    // then
    #expect(
      error == .server(HTTPFailure(status: 503, message: "maintenance until 10:00", body: body)))
    #expect(error?.status == 503)
    #expect(error?.serverMessage == "maintenance until 10:00")
    #expect(error?.httpFailure?.bodyPrefix == String(decoding: body, as: UTF8.self))
  }

  @Test func test_whenFailureBodyIsLargeAndNotAnEnvelope_thenOnlyABoundedPrefixIsKeptAndNoMessage()
  {
    // given
    let body = Data(repeating: UInt8(ascii: "x"), count: 10 * HTTPFailure.bodyPrefixLimit)
    // when
    let error = resolver.error(forStatus: 500, body: body)
    // then
    #expect(error?.serverMessage == nil)
    #expect(error?.httpFailure?.bodyPrefix.utf8.count == HTTPFailure.bodyPrefixLimit)
  }

  @Test func test_whenFailureBodyIsAnotherJSONObjectWithAMessage_thenItIsTheMessage() {
    // given: a gateway's error body, not the API's envelope (no status, no data)
    let body = Data(#"{"message": "rate limited"}"#.utf8)
    // when
    let error = resolver.error(forStatus: 429, body: body)
    // then: `HTTPFailure.message` is documented as any JSON object's top-level "message"
    let expected = HTTPFailure(status: 429, message: "rate limited", body: body)
    #expect(error == .unexpectedStatus(expected))
  }

  @Test func test_whenEnvelopeMessageIsEmpty_thenNoServerMessage() {
    // when
    let error = resolver.error(forStatus: 400, body: Bodies.envelope(status: 400, message: ""))
    // then
    #expect(error?.status == 400)
    #expect(error?.serverMessage == nil)
  }

  @Test(arguments: [200, 201, 202, 204, 299])
  func test_whenStatusIsSuccess_thenNoErrorIsReturned(status: Int) {
    // when / then
    #expect(resolver.error(forStatus: status, body: Data()) == nil)
  }

  @Test(arguments: [
    (401, APIError.unauthorized(HTTPFailure(status: 401))),
    (404, .notFound(HTTPFailure(status: 404))),
    (500, .server(HTTPFailure(status: 500))),
    (502, .server(HTTPFailure(status: 502))),
    (503, .server(HTTPFailure(status: 503))),
    (599, .server(HTTPFailure(status: 599))),
    (100, .unexpectedStatus(HTTPFailure(status: 100))),
    (301, .unexpectedStatus(HTTPFailure(status: 301))),
    (304, .unexpectedStatus(HTTPFailure(status: 304))),
    (400, .unexpectedStatus(HTTPFailure(status: 400))),
    (403, .unexpectedStatus(HTTPFailure(status: 403))),
    (405, .unexpectedStatus(HTTPFailure(status: 405))),
    (418, .unexpectedStatus(HTTPFailure(status: 418))),
    (429, .unexpectedStatus(HTTPFailure(status: 429))),
    (600, .unexpectedStatus(HTTPFailure(status: 600))),
    (0, .unexpectedStatus(HTTPFailure(status: 0))),
  ])
  func test_whenStatusIsAFailure_thenItMapsToItsCase(status: Int, expected: APIError) {
    // when
    let error = resolver.error(forStatus: status, body: Bodies.envelope(status: status))
    // then
    #expect(error?.withoutServerDetails == expected)
  }

  @Test func test_when409CarriesDuplicatedIds_thenStillUnexpectedStatus409WithWhatWasSaid() {
    // given: the duplicated-users reading belongs to the start-match endpoint, not to the table
    let body = Bodies.envelope(status: 409, data: Bodies.duplicated([3, 7]), message: "dup")
    // when / then
    #expect(
      resolver.error(forStatus: 409, body: body)
        == .unexpectedStatus(HTTPFailure(status: 409, message: "dup", body: body)))
  }

  @Test(arguments: [
    "", "not json", #"{"status":409,"message":"dup","data":null}"#,
    #"{"status":409,"message":"dup","data":{"duplicatedUserIds":[]}}"#,
    #"{"status":409,"message":"dup","data":{"duplicatedUserIds":["3"]}}"#,
    #"{"status":409,"message":"dup","data":{"other":[1]}}"#,
    #"{"status":409,"message":"dup","data":{"duplicatedUserIds":[1,2]"#,
  ])
  func test_when409HasAnyBody_thenUnexpectedStatus409(body: String) {
    // when / then
    #expect(
      resolver.error(forStatus: 409, body: Data(body.utf8))?.withoutServerDetails
        == .unexpectedStatus(HTTPFailure(status: 409)))
  }

  @Test func test_whenEnvelopeStatusDisagreesWithHTTPStatus_thenHTTPStatusWins() {
    // given an HTTP 500 whose envelope claims 200, and an HTTP 200 whose envelope claims 500
    let claimsOK = Bodies.envelope(status: 200, data: Bodies.alice)
    let claimsFailure = Bodies.envelope(status: 500)
    // when / then
    #expect(
      resolver.error(forStatus: 500, body: claimsOK)?.withoutServerDetails
        == .server(HTTPFailure(status: 500)))
    #expect(resolver.error(forStatus: 200, body: claimsFailure) == nil)
  }

  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, APIError.transport(.cannotConnect)),
    (.timedOut, .transport(.timedOut(.outcomeUnknown))),
    (.notConnectedToInternet, .transport(.offline)),
    (.dataNotAllowed, .transport(.offline)),
    (.internationalRoamingOff, .transport(.offline)),
    (.cannotFindHost, .transport(.cannotFindHost)),
    (.dnsLookupFailed, .transport(.cannotFindHost)),
    (.networkConnectionLost, .transport(.connectionLost)),
    (.zeroByteResource, .transport(.connectionLost)),
    (.cannotParseResponse, .transport(.connectionLost)),
    (.badServerResponse, .transport(.connectionLost)),
    (.cancelled, .cancelled(.outcomeUnknown)),
  ])
  func test_whenSessionThrowsURLError_thenItMapsToItsCase(code: URLError.Code, expected: APIError) {
    // when / then
    #expect(resolver.error(forTransportFailure: URLError(code)) == expected)
  }

  @Test(arguments: [
    URLError.Code.badURL, .secureConnectionFailed, .unknown, .userAuthenticationRequired,
  ])
  func test_whenSessionThrowsAnotherURLError_thenTransportOtherCarriesTheCode(code: URLError.Code) {
    // when
    let error = resolver.error(forTransportFailure: URLError(code))
    // then
    guard case .transport(.other(let detail)) = error else {
      Issue.record("expected .transport(.other), got \(error)")
      return
    }
    #expect(detail.contains("\(code.rawValue)"))
  }

  @Test func test_whenSessionThrowsCancellationError_thenCancelled() {
    // when / then
    #expect(resolver.error(forTransportFailure: CancellationError()) == .cancelled(.outcomeUnknown))
  }

  @Test func test_whenSessionThrowsAnUnknownError_thenTransportOther() {
    // given
    struct Weird: Error {}
    // when
    let error = resolver.error(forTransportFailure: Weird())
    // then
    #expect(error.withoutServerDetails == .transport(.other(String(describing: Weird()))))
  }

  @Test func test_whenSessionThrowsAnAPIError_thenItIsKept() {
    // when / then
    #expect(
      resolver.error(forTransportFailure: APIError.notFound(HTTPFailure(status: 404)))
        == .notFound(HTTPFailure(status: 404)))
  }
}
