import CleanDomain
import CleanReactive
import Foundation
import Testing

@testable import CleanDemo

@Suite struct JSONLineTests {
  @Test func test_whenAStringNeedsEscaping_thenTheLineIsValidJSONWithTheSameText() throws {
    // given
    let nasty = "quote \" backslash \\ newline \n tab \t bell \u{07} 김 철수"
    // when
    let object = JSONLine(event: "note").with("message", nasty).object
    // then
    let parsed = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any]
    #expect(parsed?["message"] as? String == nasty)
    #expect(!object.contains("\n"))
  }

  @Test func test_whenEventsAreRendered_thenEventComesFirstAndFieldsMatchTheReference() {
    // given
    let events: [ViewEvent] = [
      .loading(true),
      .networkError(.server(HTTPFailure(status: 500))),
      .duplicatedUsers(ids: [3]),
      .matchStarted(Match(id: 2, userIds: [4, 5])),
      .lobby(userIds: [1, 2]),
      .searchResults(
        users: [User(id: 1, nickname: "alice", rating: 1000)], page: 0, hasNext: true,
        source: .network),
      .loggedIn(User(id: 1, nickname: "alice", rating: 1000)),
      .user(User(id: 7, nickname: "grace", rating: 1222), source: .network),
      .user(User(id: 7, nickname: "grace", rating: 1222), source: .cache),
      .searchResults(users: [], page: 1, hasNext: false, source: .cache),
    ]
    // when
    let lines = events.map { JSONEventRenderer.line(for: $0).object }
    // then
    #expect(
      lines == [
        #"{"event":"loading","value":true}"#,
        #"{"event":"networkError","kind":"server","message":"The server failed (HTTP 500). Try again later.","status":500}"#,
        #"{"event":"duplicatedUsers","ids":[3]}"#,
        #"{"event":"matchStarted","id":2,"userIds":[4,5]}"#,
        #"{"event":"lobby","userIds":[1,2]}"#,
        #"{"event":"searchResults","ids":[1],"page":0,"hasNext":true,"source":"network"}"#,
        #"{"event":"loggedIn","userId":1,"nickname":"alice"}"#,
        #"{"event":"user","id":7,"nickname":"grace","rating":1222,"source":"network"}"#,
        #"{"event":"user","id":7,"nickname":"grace","rating":1222,"source":"cache"}"#,
        #"{"event":"searchResults","ids":[],"page":1,"hasNext":false,"source":"cache"}"#,
      ])
  }

  /// Every `APIError` case with its kind (docs/CLI.md and `APIError.eventKind`'s contract):
  /// a 409 that reached the generic alert is `unexpectedStatus`, a cancellation `transport`.
  @Test(arguments: [
    (APIError.unauthorized(HTTPFailure(status: 401)), "unauthorized"),
    (.notFound(HTTPFailure(status: 404)), "notFound"),
    (.unexpectedStatus(HTTPFailure(status: 409)), "unexpectedStatus"),
    (.server(HTTPFailure(status: 503)), "server"),
    (.unexpectedStatus(HTTPFailure(status: 400)), "unexpectedStatus"), (.decoding("x"), "decoding"),
    (.transport(.cannotConnect), "transport"),
    (.transport(.timedOut(.outcomeUnknown)), "transport"),
    (.transport(.offline), "transport"), (.transport(.cannotFindHost), "transport"),
    (.transport(.connectionLost), "transport"), (.transport(.other("TLS")), "transport"),
    (.cancelled(.notSent), "transport"),
  ])
  func test_whenAnErrorIsShown_thenItsKindIsOneOfTheDocumentedSix(error: APIError, kind: String) {
    // given the error / when / then
    #expect(error.eventKind == kind)
  }
}
