import AutoMatching
import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// The auto-matcher against the library's loopback API server (`APIServer`, a real HTTP
/// server started by each test): pairing, the domain's duplicated-users answer handled, every
/// generic failure thrown by its case.
@Suite("auto-matcher on loopback")
struct AutoMatcherTests {
  private func client(_ server: APIServer) throws -> MatchmakingClient {
    try MatchmakingClient(baseURL: server.baseURL)
  }

  @Test func test_whenEveryoneIsFree_thenThePlayersArePairedInOrderAndOneMayBeLeft() async throws {
    try await APIServer.with { server in
      // given the players the tool will find, as another client sees them
      let observer = try client(server)
      let alice = try await observer.login(nickname: "alice", password: "secret")
      var expected: [Int] = []
      for try await page in observer.searchAllPages(query: "a") {
        expected += page.items.map(\.id).filter { $0 != alice.user.id }
      }
      // when
      let report = try await AutoMatcher(client: client(server))
        .run(nickname: "alice", password: "secret", query: "a")
      // then
      let paired = stride(from: 0, to: expected.count - 1, by: 2).map {
        Array(expected[$0...$0 + 1])
      }
      #expect(report.matches.map(\.userIds) == paired)
      #expect(report.droppedIds.isEmpty)
      #expect(report.unmatchedIds == (expected.count % 2 == 1 ? [expected.last!] : []))
    }
  }

  @Test func test_whenSomePlayersAreAlreadyPlaying_thenTheyAreDroppedAndTheOthersArePaired()
    async throws
  {
    try await APIServer.with { server in
      // given two of the players found are already in a match
      let other = try client(server)
      try await other.login(nickname: "bob", password: "secret")
      let matcher = AutoMatcher(client: try client(server))
      let alice = try await other.searchPlayers(query: "alice", page: 0).items[0]
      let found = try await AutoMatcher(client: other).players(matching: "a", except: alice.id)
      let busy = [found[1].id, found[2].id]
      _ = try await other.startMatch(userIds: busy)
      // when
      var lines: [String] = []
      let report = try await matcher.run(nickname: "alice", password: "secret", query: "a") {
        lines.append($0)
      }
      // then the busy players were dropped, and everyone else is in a match or left over
      #expect(report.droppedIds == busy.sorted())
      let matched = report.matches.flatMap(\.userIds)
      #expect(Set(matched).isDisjoint(with: busy))
      #expect(
        (matched + report.unmatchedIds).sorted()
          == found.map(\.id).filter { !busy.contains($0) }.sorted())
      #expect(lines.contains { $0.hasPrefix("dropped ") })
    }
  }

  @Test func test_whenTheServerFailsAStart_thenTheRunThrowsTheGenericServerError() async throws {
    try await APIServer.with { server in
      // given players found, then a failing server
      let client = try client(server)
      let matcher = AutoMatcher(client: client)
      let alice = try await client.login(nickname: "alice", password: "secret")
      let players = try await matcher.players(matching: "a", except: alice.user.id)
      try await server.failNext(status: 500, count: 1)
      // when
      var status: Int?
      do throws(APIError) {
        _ = try await matcher.matchInPairs(players)
      } catch .server(let failure) {
        status = failure.status
      } catch {
        Issue.record("not a 500: \(error.summary)")
      }
      // then
      #expect(status == 500)
    }
  }

  @Test func test_whenAPlayerDoesNotExist_thenTheRunThrowsNotFound() async throws {
    try await APIServer.with { server in
      // given
      let client = try client(server)
      try await client.login(nickname: "alice", password: "secret")
      let ghost = User(id: 9_999, nickname: "ghost", rating: 0)
      let bob = try await client.user(id: 2)
      // when
      var caught: APIError?
      do throws(APIError) {
        _ = try await AutoMatcher(client: client).matchInPairs([bob, ghost])
      } catch {
        caught = error
      }
      // then
      #expect(caught?.kind == .notFound)
    }
  }

  @Test func test_whenThePasswordIsWrong_thenTheRunThrowsUnauthorized() async throws {
    try await APIServer.with { server in
      // given
      let matcher = AutoMatcher(client: try client(server))
      // when
      var message: String?
      do throws(APIError) {
        _ = try await matcher.run(nickname: "alice", password: "wrong", query: "a")
      } catch .unauthorized(let failure) {
        message = failure.message
      } catch {
        Issue.record("not a 401: \(error.summary)")
      }
      // then
      #expect(message == "bad credentials")
    }
  }
}
