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
      "✖ Alert [server]: The server failed (HTTP 500). Try again later.",
      "Player #2 bob — rating 1037",
      "✖ Alert [transport]: The network failed: the request timed out.",
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
      case "loggedIn", "user", "searchResults": object["event"] as? String
      default: nil
      }
    }
    #expect(
      outcomes == [
        "networkError:unauthorized", "loggedIn", "searchResults", "searchResults",
        "matchStarted:1", "duplicatedUsers:[19]", "matchStarted:2", "networkError:server",
        "user", "networkError:transport", "searchResults", "matchEnded:1",
        "networkError:notFound",
      ])
  }
}
