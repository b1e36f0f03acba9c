import Foundation
import Testing

/// The first command of the README: `matchmaking-demo` with no arguments tells the whole story.
@Suite struct GuidedTourTests {
  @Test func test_whenRunWithoutArguments_thenTheTourShowsEveryStepInOrderAndExits0()
    async throws
  {
    // given / when
    let result = try await DemoProcess.run([])
    // then
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let milestones = [
      "── Step 1 · Log in ──",
      "✖ Alert [unauthorized]: You are not signed in, or your session has expired.",
      "✔ Signed in as #1 alice, rating 1000.",
      "Players, page 1 — more with 'more':",
      "Players, page 2 — last page:",
      "✔ Match #1 started: #1 alice, #11 mallory, #19 walter.",
      "⚠ Cannot start: already in a match or named twice: #19 walter.",
      "Lobby: [#19 walter: duplicated], #24 ally, #25 alina",
      "✔ Match #2 started: #24 ally, #25 alina.",
      "── Step 5 · Survive an expired session ──",
      "#27   bobby (1062)",
      "Player #3 carol — rating 1074",
      "── Step 6 · Lose the session, come back to where you were ──",
      "› more",
      "✖ Alert [unauthorized]: You are not signed in, or your session has expired.",
      "▸ Screen: login",
      "✔ Signed in as #1 alice, rating 1000.",
      "▸ Screen: search",
      "Players, page 2 — more with 'more':",
      "#9    ivan (1296)",
      "▸ Screen: lobby",
      "✖ Alert [server]: The server failed (HTTP 500). Try again later.",
      "Player #2 bob — rating 1037",
      "── Step 8 · Survive a timeout ──",
      "Players, page 1 (stored copy) — last page:",
      "✖ Alert [transport]: The network failed: the request timed out.",
      "› search bob",
      "… loading",
      "Players, page 1 — last page:",
      "#27   bobby (1062)",
      "✔ Match #1 ended; its players are free.",
      "✖ Alert [notFound]: Not found.",
    ]
    var rest = Substring(result.stdout)
    for milestone in milestones {
      let found = rest.range(of: milestone)
      #expect(found != nil, "missing, or out of order: \(milestone)")
      if let found { rest = rest[found.upperBound...] }
    }
    #expect(result.stdout.contains("… loading"))
    #expect(!result.stdout.contains("login alice secret"), "the password is masked in the echo")
    #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
  }

  @Test func test_whenTheTourRunsWithJSON_thenEveryLineIsAnEventAndTheOutcomesAreTheStory()
    async throws
  {
    // given / when
    let result = try await DemoProcess.run(["tour", "--json"])
    // then
    #expect(result.status == 0)
    let objects = try result.lines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
    #expect(objects.allSatisfy { $0["event"] is String })
    let outcomes = objects.compactMap { object -> String? in
      switch object["event"] as? String {
      case "networkError": "networkError:\(object["kind"] ?? "")"
      case "duplicatedUsers": "duplicatedUsers:\(object["ids"] as? [Int] ?? [])"
      case "matchStarted": "matchStarted:\(object["id"] ?? "")"
      case "matchEnded": "matchEnded:\(object["id"] ?? "")"
      case "loggedIn": "loggedIn"
      case "user", "searchResults": "\(object["event"] ?? ""):\(object["source"] ?? "")"
      default: nil
      }
    }
    #expect(
      outcomes == [
        "networkError:unauthorized", "loggedIn", "searchResults:network",
        "searchResults:network", "matchStarted:1", "duplicatedUsers:[19]", "matchStarted:2",
        "searchResults:network", "user:network", "searchResults:network",
        "networkError:unauthorized", "loggedIn", "searchResults:network",
        "networkError:server", "user:network",
        // the timeout: the stored copy stays with the alert; on the retry the copy, still
        // shown, is the same again (no change to show), then the answer replaces it
        "searchResults:cache", "networkError:transport",
        "searchResults:network",
        "matchEnded:1", "networkError:notFound",
      ])
  }
}

/// The tour's expired-session step, as the HTTP log shows it.
@Suite struct GuidedTourSessionStepTests {
  @Test func test_whenTheTourExpiresTheToken_thenOneRefreshAndAReplayAndNoAlertInThatStep()
    async throws
  {
    // given / when
    let result = try await DemoProcess.run(["tour", "--log-http"])
    // then
    #expect(result.status == 0)
    let step = try #require(
      result.stdout.range(of: "Step 5 · Survive an expired session").map {
        result.stdout[$0.upperBound...]
      })
    let stepOutput = step.prefix { _ in true }.split(separator: "── Step 6").first ?? ""
    #expect(!stepOutput.contains("Alert"))
    let log = result.stderr.split(separator: "\n").filter { $0.contains(" http ") }
    #expect(log.filter { $0.contains("POST /auth/refresh → 200") }.count == 1)
    #expect(log.contains { $0.contains("GET /users?query=bob&page=0&size=5 → 401") })
    #expect(
      log.contains {
        $0.contains("GET /users?query=bob&page=0&size=5 → 200") && $0.hasSuffix("(attempt 2)")
      })
  }
}
