import CleanData
import CleanDataTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("RedirectPolicy: same origin only, at most 5 hops, RFC 9110 methods")
struct RedirectPolicyTests {
  private func post(_ url: String = "http://api.test:8080/v1/matches") -> URLRequest {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = "POST"
    request.httpBody = Data("{}".utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer t-1", forHTTPHeaderField: "Authorization")
    return request
  }

  private func response(_ status: Int, location: String?) -> HTTPURLResponse {
    HTTPURLResponse(
      url: URL(string: "http://api.test:8080/v1/matches")!, statusCode: status,
      httpVersion: "HTTP/1.1", headerFields: location.map { ["Location": $0] } ?? [:])!
  }

  @Test(arguments: [
    "https://api.test:8080/v1/x", "http://evil.test:8080/v1/x", "http://api.test:8081/v1/x",
    "http://api.test/v1/x", "//evil.test:8080/x",
  ])
  func test_whenTheTargetIsAnotherOrigin_thenRefusedAsCrossOrigin(location: String) {
    // when
    let decision = RedirectPolicy.decision(
      for: response(307, location: location), to: post(), hops: 0)
    // then
    guard case .refuse(.crossOrigin) = decision else {
      Issue.record("expected a cross-origin refusal, got \(decision)")
      return
    }
  }

  @Test(arguments: [307, 308])
  func test_when307Or308OnTheSameOrigin_thenMethodBodyAndHeadersAreKept(status: Int) {
    // when
    let decision = RedirectPolicy.decision(
      for: response(status, location: "/v1/matches2"), to: post(), hops: 0)
    // then
    guard case .follow(let next) = decision else {
      Issue.record("expected to follow, got \(decision)")
      return
    }
    #expect(next.url?.absoluteString == "http://api.test:8080/v1/matches2")
    #expect(next.httpMethod == "POST")
    #expect(next.httpBody == Data("{}".utf8))
    #expect(next.value(forHTTPHeaderField: "Authorization") == "Bearer t-1")
  }

  @Test(arguments: [301, 302, 303])
  func test_when301To303OnTheSameOrigin_thenAGetWithoutBody(status: Int) {
    // when
    let decision = RedirectPolicy.decision(
      for: response(status, location: "HTTP://API.TEST:8080/v1/m"), to: post(), hops: 0)
    // then
    guard case .follow(let next) = decision else {
      Issue.record("expected to follow, got \(decision)")
      return
    }
    #expect(next.httpMethod == "GET")
    #expect(next.httpBody == nil)
    #expect(next.value(forHTTPHeaderField: "Content-Type") == nil)
  }

  @Test func test_whenFiveHopsWereFollowed_thenTheSixthIsRefused() {
    // when
    let fifth = RedirectPolicy.decision(for: response(302, location: "/a"), to: post(), hops: 4)
    let sixth = RedirectPolicy.decision(for: response(302, location: "/a"), to: post(), hops: 5)
    // then
    guard case .follow = fifth else {
      Issue.record("expected the fifth to be followed, got \(fifth)")
      return
    }
    #expect(sixth == .refuse(.tooManyHops(limit: 5)))
  }

  @Test(arguments: [300, 304, 305, 306, 399])
  func test_whenTheStatusIsNotARedirect_thenRefused(status: Int) {
    // when / then
    #expect(
      RedirectPolicy.decision(for: response(status, location: "/a"), to: post(), hops: 0)
        == .refuse(.notARedirect(status: status)))
  }

  @Test func test_whenLocationIsMissing_thenRefusedAsInvalidLocation() {
    // when / then
    #expect(
      RedirectPolicy.decision(for: response(302, location: nil), to: post(), hops: 0)
        == .refuse(.invalidLocation(nil)))
  }

  @Test func test_whenLocationCarriesUserInfo_thenRefusedAsInvalidLocation() {
    // given a same-host target that would make libcurl send `Authorization: Basic …`
    let location = "http://user:pw@api.test:8080/v1/x"
    // when / then
    #expect(
      RedirectPolicy.decision(for: response(302, location: location), to: post(), hops: 0)
        == .refuse(.invalidLocation(location)))
  }
}
