import Foundation
import Testing

@testable import CleanDemo

@Suite struct BackendRouterTests {
  @Test func test_whenLoginIsRight_thenATokenAndTheUserAreReturned() {
    // given
    let driver = RouterDriver()
    // when
    let (status, envelope) = driver.send(
      "POST", ["auth", "login"], json: #"{"nickname":"김 철수","password":"secret"}"#)
    // then
    #expect(status == 200)
    let data = envelope?["data"] as? [String: Any]
    #expect((data?["token"] as? String)?.isEmpty == false)
    #expect((data?["user"] as? [String: Any])?["id"] as? Int == 21)
  }

  @Test(arguments: [
    (#"{"nickname":"alice","password":"nope"}"#, 401),
    (#"{"nickname":"nobody","password":"secret"}"#, 401),
    (#"{"nickname":1}"#, 400),
    ("not json", 400),
  ])
  func test_whenLoginIsWrong_thenTheDocumentedStatus(body: String, expected: Int) {
    // given
    let driver = RouterDriver()
    // when
    let (status, envelope) = driver.send("POST", ["auth", "login"], json: body)
    // then
    #expect(status == expected)
    #expect(envelope?["status"] as? Int == expected)
    #expect(envelope?["data"] is NSNull)
  }

  @Test func test_whenNoTokenIsSent_thenEveryProtectedRouteIs401() {
    // given
    let driver = RouterDriver()
    // when
    let statuses = [
      driver.send("GET", ["users", "1"]).status,
      driver.send("GET", ["users"]).status,
      driver.send("POST", ["matches"], json: #"{"userIds":[1,2]}"#).status,
      driver.send("DELETE", ["matches", "1"]).status,
      driver.send("GET", ["users", "1"], token: "forged").status,
    ]
    // then
    #expect(statuses == [401, 401, 401, 401, 401])
  }

  @Test func test_whenAUserIsAskedFor_thenFoundOr404() {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    // when
    let found = driver.send("GET", ["users", "2"], token: token)
    let missing = driver.send("GET", ["users", "999"], token: token)
    let notAnId = driver.send("GET", ["users", "-1"], token: token)
    // then
    #expect(found.status == 200)
    #expect((found.envelope?["data"] as? [String: Any])?["nickname"] as? String == "bob")
    #expect(missing.status == 404)
    #expect(notAnId.status == 404)
  }

  @Test func test_whenSearchingPageByPage_thenPagesAndHasNextFollowTheContract() {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    // when
    let first = driver.send("GET", ["users"], query: ["query": "AL", "size": "3"], token: token)
    let second = driver.send(
      "GET", ["users"], query: ["query": "al", "page": "1", "size": "3"], token: token)
    // then: alice, mallory, walter / ally, alina, alfred (nothing after)
    let firstData = first.envelope?["data"] as? [String: Any]
    let secondData = second.envelope?["data"] as? [String: Any]
    let ids = { (data: [String: Any]?) in
      (data?["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }
    }
    #expect(ids(firstData) == [1, 11, 19])
    #expect(firstData?["hasNext"] as? Bool == true)
    #expect(ids(secondData) == [24, 25, 26])
    #expect(secondData?["hasNext"] as? Bool == false)
    #expect(secondData?["page"] as? Int == 1)
  }

  @Test(arguments: [["page": "-1"], ["size": "0"], ["size": "101"], ["page": "x"]])
  func test_whenPagingIsBad_then400(query: [String: String]) {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    // when
    let (status, _) = driver.send("GET", ["users"], query: query, token: token)
    // then
    #expect(status == 400)
  }

  @Test func test_whenAPlayerIsBusyOrNamedTwice_then409ListsTheDuplicatedIdsAscending() {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    let started = driver.send("POST", ["matches"], token: token, json: #"{"userIds":[1,2,3]}"#)
    // when
    let conflict = driver.send(
      "POST", ["matches"], token: token, json: #"{"userIds":[5,3,5,2,4]}"#)
    // then
    #expect(started.status == 201)
    #expect((started.envelope?["data"] as? [String: Any])?["userIds"] as? [Int] == [1, 2, 3])
    #expect(conflict.status == 409)
    let data = conflict.envelope?["data"] as? [String: Any]
    #expect(data?["duplicatedUserIds"] as? [Int] == [2, 3, 5])
  }

  @Test func test_whenAMatchEnds_thenItsPlayersAreFreeAndASecondEndIs404() {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    let started = driver.send("POST", ["matches"], token: token, json: #"{"userIds":[1,2]}"#)
    let id = (started.envelope?["data"] as? [String: Any])?["id"] as? Int ?? -1
    // when
    let ended = driver.send("DELETE", ["matches", String(id)], token: token)
    let again = driver.send("DELETE", ["matches", String(id)], token: token)
    let restarted = driver.send("POST", ["matches"], token: token, json: #"{"userIds":[2,1]}"#)
    // then
    #expect(ended.status == 204)
    #expect(ended.envelope == nil)
    #expect(again.status == 404)
    #expect(restarted.status == 201)
  }

  @Test(arguments: [
    (#"{"userIds":[1]}"#, 400),
    (#"{"userIds":[1,true]}"#, 400),
    (#"{"userIds":[1,2.5]}"#, 400),
    (#"{"ids":[1,2]}"#, 400),
    (#"{"userIds":[1,999]}"#, 404),
  ])
  func test_whenAMatchRequestIsBad_thenTheDocumentedStatus(body: String, expected: Int) {
    // given
    let driver = RouterDriver()
    let token = driver.token()
    // when
    let (status, _) = driver.send("POST", ["matches"], token: token, json: body)
    // then
    #expect(status == expected)
  }

  @Test func test_whenARouteIsUnknownOrTheMethodWrong_then404Or405() {
    // given
    let driver = RouterDriver()
    // when
    let unknown = driver.send("GET", ["admin"]).status
    let wrongMethod = driver.send("PUT", ["matches"]).status
    // then
    #expect(unknown == 404)
    #expect(wrongMethod == 405)
  }
}
