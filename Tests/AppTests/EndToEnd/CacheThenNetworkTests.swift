import CleanDataTesting
import Foundation
import Testing

/// Cache, then network (docs/CLI.md "State"): `user ID`, `search Q` and `more` show the copy a
/// run sharing the state folder stored, then the server's answer; when the server fails, the
/// copy stays and the failure shows once. Real processes against the loopback server.
@Suite struct CacheThenNetworkTests {
  /// `event:source` of each `user` and `searchResults` event (with the page), and the kind of
  /// each `networkError`, in order.
  private func story(_ result: DemoProcess.Result) throws -> [String] {
    try result.jsonObjects().compactMap { object in
      switch object["event"] as? String {
      case "user": return "user:\(object["id"] ?? ""):\(object["source"] ?? "")"
      case "searchResults": return "page:\(object["page"] ?? ""):\(object["source"] ?? "")"
      case "networkError": return "networkError:\(object["kind"] ?? "")"
      default: return nil
      }
    }
  }

  @Test func test_whenALaterRunReadsWhatARunStored_thenCopyThenAnswerAndAFailureKeepsTheCopy()
    async throws
  {
    let folder = DemoProcess.newStateFolder(named: "cache-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let options = [
        "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
        "--retries", "0",
      ]
      // given: a first run that signed in, looked bob up and searched two pages
      let first = try await DemoProcess.run(
        options, input: "login alice secret\nuser 2\nsearch al\nmore\n")
      #expect(first.status == 0)
      #expect(try story(first) == ["user:2:network", "page:0:network", "page:1:network"])

      // when: a second run (its session was stored too) reads the same
      let second = try await DemoProcess.run(options, input: "user 2\nsearch al\nmore\n")
      // then: each read shows the stored copy, then the server's answer
      #expect(second.status == 0)
      #expect(second.stderr.isEmpty)
      #expect(
        try story(second) == [
          "user:2:cache", "user:2:network", "page:0:cache", "page:0:network", "page:1:cache",
          "page:1:network",
        ])

      // when: a third run while the server fails every request
      try await server.failNext(status: 500, count: 10)
      let third = try await DemoProcess.run(options, input: "user 2\nsearch al\n")
      // then: the copy stays on screen and the failure shows once per request
      #expect(third.status == 0)
      #expect(
        try story(third) == [
          "user:2:cache", "networkError:server", "page:0:cache", "networkError:server",
        ])
    }
  }

  @Test func test_whenAnotherServerIsAsked_thenNoCopyOfTheFirstServersPlayersIsShown()
    async throws
  {
    // given: a run that stored bob's profile from one server
    let folder = DemoProcess.newStateFolder(named: "cache-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let stored = try await DemoProcess.run(
        [
          "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
        ],
        input: "login alice secret\nuser 2\n")
      #expect(try story(stored) == ["user:2:network"])
      // when: the same state folder, another server (another origin)
      try await APIServer.with { other in
        let elsewhere = try await DemoProcess.run(
          [
            "run", "--base-url", other.baseURL.absoluteString, "--json", "--state-dir",
            folder.path,
          ],
          input: "login alice secret\nuser 2\n")
        // then: the server's answer only
        #expect(try story(elsewhere) == ["user:2:network"])
      }
    }
  }

  @Test func test_whenAStoredCopyIsShownToAPerson_thenItIsMarkedAsStored() async throws {
    // given: the embedded backend, in memory: the second player screen of bob in the run has
    // a copy (a reload of the same screen does not put it over the answer already shown, and
    // its answer, the same profile, changes nothing on screen: only the spinner shows)
    // when
    let result = try await DemoProcess.run(
      ["run", "--no-state"], input: "login alice secret\nuser 2\nuser 2\nback\nuser 2\n")
    // then
    #expect(result.status == 0)
    let profiles = result.lines.filter { $0.contains("Player #2 bob") }
    #expect(
      profiles == [
        "  Player #2 bob — rating 1037",
        "  Player #2 bob — rating 1037 (stored copy)", "  Player #2 bob — rating 1037",
      ])
  }
}
