import CleanDataTesting
import Foundation
import Testing

/// The flow's part of docs/CLI.md, run as a user runs the program: the `screen` event, `back`,
/// `logout`, and a lost session that returns the user where they were — against the embedded
/// backend and against the loopback server (`--base-url`).
@Suite struct FlowContractTests {
  private static func objects(_ result: DemoProcess.Result) throws -> [[String: Any]] {
    try result.lines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  /// Each event as `event[:name[:id]]` or `event:kind`, enough to read the story.
  private static func story(_ result: DemoProcess.Result) throws -> [String] {
    try objects(result).map { object in
      let event = object["event"] as? String ?? "?"
      switch event {
      case "screen":
        return
          (["screen", object["name"] as? String ?? "?"]
          + ((object["id"] as? Int).map { ["\($0)"] } ?? []))
          .joined(separator: ":")
      case "networkError": return "networkError:\(object["kind"] ?? "")"
      case "loading": return "loading:\(object["value"] ?? "")"
      case "searchResults":
        return "searchResults:\(object["page"] ?? ""):\(object["source"] ?? "")"
      default: return event
      }
    }
  }

  private static func screensNeverRepeat(_ story: [String]) -> Bool {
    let screens = story.filter { $0.hasPrefix("screen:") }
    return zip(screens, screens.dropFirst()).allSatisfy { $0 != $1 }
  }

  @Test func test_whenTheUserNavigates_thenEachCommandShowsItsScreenBeforeItsRequest()
    async throws
  {
    // given
    let script = """
      back
      login alice secret
      search al
      more
      user 19
      back
      lobby
      back
      logout
      back
      login alice secret
      """
    // when
    let result = try await DemoProcess.run(["run", "--json"], input: script)
    // then: not an error, and the status is unchanged; each request live: the spinner on, the
    // answer, the spinner off, then the screen the answer led to
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let story = try Self.story(result)
    #expect(
      story == [
        "screen:login", "note",
        "loading:1", "loggedIn", "loading:0", "screen:lobby",
        "screen:search", "loading:1", "searchResults:0:network", "loading:0",
        "loading:1", "searchResults:1:network", "loading:0",
        "screen:player:19", "loading:1", "user", "loading:0",
        "screen:search",
        "screen:lobby", "lobby",
        "note",
        "screen:login",
        "note",
        "loading:1", "loggedIn", "loading:0", "screen:lobby",
      ])
    let note = try Self.objects(result)[1]["message"] as? String
    #expect(note == "Nothing to go back to: this is the first screen.")
  }

  @Test func test_whenTheTourLosesTheSession_thenOneAlertThenLoginThenBackOnSearchWithItsPages()
    async throws
  {
    // given / when: the embedded backend, step 6 of the tour
    let result = try await DemoProcess.run(["tour", "--json"])
    // then
    #expect(result.status == 0)
    let story = try Self.story(result)
    #expect(Self.screensNeverRepeat(story))
    // the wrong password of step 1, then the lost session of step 6: one alert each
    let unauthorized = story.indices.filter { story[$0] == "networkError:unauthorized" }
    #expect(unauthorized.count == 2)
    let lost = try #require(unauthorized.last)
    #expect(
      Array(story[lost...].prefix(9)) == [
        "networkError:unauthorized", "screen:login", "note", "note",
        "loading:1", "loggedIn", "loading:0", "screen:search", "loading:1",
      ])
    #expect(
      Array(story[lost...].prefix(12).suffix(3)) == [
        "searchResults:1:network", "loading:0", "screen:lobby",
      ])
  }

  @Test func test_whenTheServerLosesTheSessionDuringASearch_thenTheNextLoginReturnsToIt()
    async throws
  {
    try await APIServer.with { server in
      // given: alice signed in and searched page 0 of "al"
      let demo = try InteractiveDemo(["run", "--json", "--base-url", server.baseURL.absoluteString])
      try demo.type("login alice secret", "search al")
      #expect(await demo.waitForOutput(#""event":"searchResults""#))
      // when: both her tokens expire (no refresh can recover), then she asks for more, signs
      // in again, asks for more again, and adds alfred (#26, of the second page) to the lobby
      try await server.authControl(["expireAccess": true, "expireRefresh": true])
      try demo.type("more", "login alice secret", "more", "add 26", "lobby")
      let result = try await demo.finish()
      // then
      #expect(result.status == 0)
      let story = try Self.story(result)
      #expect(
        story == [
          "screen:login",
          "loading:1", "loggedIn", "loading:0", "screen:lobby",
          "screen:search", "loading:1", "searchResults:0:network", "loading:0",
          "loading:1", "loading:0", "networkError:unauthorized", "screen:login",
          "loading:1", "loggedIn", "loading:0", "screen:search",
          "loading:1", "searchResults:1:network", "loading:0",
          "lobby",
          "screen:lobby", "lobby",
        ])
      #expect(result.lines.last == #"{"event":"lobby","userIds":[26]}"#)
    }
  }

  @Test func test_whenACommandIsTypedOnTheLoginScreen_thenItIsSentAndA401KeepsLogin()
    async throws
  {
    try await APIServer.with { server in
      // given / when: nobody signed in
      let result = try await DemoProcess.run(
        ["run", "--json", "--base-url", server.baseURL.absoluteString],
        input: "search al\nuser 2\nlogin alice secret\n")
      // then
      #expect(result.status == 0)
      #expect(
        try Self.story(result) == [
          "screen:login",
          "loading:1", "loading:0", "networkError:unauthorized",
          "loading:1", "loading:0", "networkError:unauthorized",
          "loading:1", "loggedIn", "loading:0", "screen:lobby",
        ])
    }
  }
}
