import CleanDataTesting
import Foundation
import Testing

/// The `recent` command (docs/CLI.md): the last 10 distinct search queries, newest first, per
/// server origin, kept across runs that share a state folder.
@Suite struct RecentSearchesTests {
  private func recentEvents(_ result: DemoProcess.Result) throws -> [[String]] {
    try result.jsonObjects().compactMap { object in
      guard object["event"] as? String == "recent" else { return nil }
      return try #require(object["queries"] as? [String])
    }
  }

  @Test func test_whenARunSearched_thenALaterRunListsTheQueriesNewestFirstForThatServerOnly()
    async throws
  {
    // given: a run that searched three times (one query twice) against a server
    let folder = DemoProcess.newStateFolder(named: "recent-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let options = [
        "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
      ]
      _ = try await DemoProcess.run(
        options, input: "login alice secret\nsearch al\nsearch bo\nsearch al\nsearch\n")
      // when: a later run asks for the recent searches
      let later = try await DemoProcess.run(options, input: "recent\n")
      // then: distinct, newest first; the empty query (everyone) is not a query to recall
      #expect(later.status == 0)
      #expect(try recentEvents(later) == [["al", "bo"]])
      // and another server (another origin) has none
      try await APIServer.with { other in
        let elsewhere = try await DemoProcess.run(
          [
            "run", "--base-url", other.baseURL.absoluteString, "--json", "--state-dir", folder.path,
          ],
          input: "recent\n")
        #expect(try recentEvents(elsewhere) == [[]])
      }
    }
  }

  @Test func test_whenTwelveQueriesWereSearched_thenRecentListsTheLastTen() async throws {
    // given: the embedded backend, in memory
    let searches = (1...12).map { "search q\($0)" }.joined(separator: "\n")
    // when
    let result = try await DemoProcess.run(
      ["run", "--json", "--no-state"], input: "login alice secret\n\(searches)\nrecent\n")
    // then
    #expect(result.status == 0)
    #expect(try recentEvents(result) == [(3...12).reversed().map { "q\($0)" }])
  }
}
