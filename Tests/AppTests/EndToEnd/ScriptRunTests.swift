import CleanDataTesting
import Foundation
import Testing

/// The built executable, run as a user runs it: a script's `--json` event stream, event by
/// event, against the embedded backend and against the real loopback test server.
@Suite struct ScriptRunTests {
  @Test func test_whenAScriptRunsOnTheEmbeddedBackend_thenTheEventStreamIsExactlyTheStory()
    async throws
  {
    // given
    let script = ScriptFixture.script
    // when
    let result = try await DemoProcess.run(["run", "--json"], input: script)
    // then
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.lines == ScriptFixture.events)
  }

  @Test func test_whenTheSameScriptRunsAgainstTheRealServer_thenTheSameEventsArrive()
    async throws
  {
    // given
    let result = try await APIServer.with { server in
      // when: options after the subcommand this time (a deadline only a hang reaches)
      try await DemoProcess.run(
        ["run", "--base-url", server.baseURL.absoluteString, "--json", "--timeout", "30"],
        input: ScriptFixture.script)
    }
    // then
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.lines == ScriptFixture.events)
  }

  @Test func test_whenTheBaseURLSchemeIsUpperCase_thenItWorksLikeLowerCase() async throws {
    // given / when
    let result = try await APIServer.with { server in
      let upperCase = "HTTP" + server.baseURL.absoluteString.dropFirst("http".count)
      return try await DemoProcess.run(
        ["run", "--base-url", upperCase, "--json", "--timeout", "30"],
        input: "login alice secret\n")
    }
    // then
    #expect(result.status == 0)
    #expect(
      result.lines == [
        #"{"event":"screen","name":"login"}"#,
        #"{"event":"loading","value":true}"#,
        #"{"event":"loggedIn","userId":1,"nickname":"alice"}"#,
        #"{"event":"loading","value":false}"#,
        #"{"event":"screen","name":"lobby"}"#,
      ])
  }

  @Test func test_whenTheScriptIsAFile_thenItRunsLikeStandardInput() async throws {
    // given
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("matchmaking-demo-\(UUID().uuidString).txt")
    try ScriptFixture.script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // when: options before the subcommand
    let result = try await DemoProcess.run(["--json", "run", "--script", file.path])
    // then
    #expect(result.status == 0)
    #expect(result.lines == ScriptFixture.events)
  }

  @Test func test_whenNothingListensAtTheBaseURL_thenATransportErrorIsShownNotFatal()
    async throws
  {
    // given: a port that is bound but never listens, so no other test can take it
    let port = try RefusingPort()
    let address = "http://127.0.0.1:\(port.port)"
    // when
    let result = try await DemoProcess.run(
      ["run", "--json", "--base-url", address], input: "login alice secret\nlobby\n")
    // then
    #expect(result.status == 0)
    #expect(
      result.lines == [
        #"{"event":"screen","name":"login"}"#,
        #"{"event":"loading","value":true}"#,
        #"{"event":"loading","value":false}"#,
        #"{"event":"networkError","kind":"transport","message":"The network failed: cannot connect to the server.","reason":"cannotConnect"}"#,
        #"{"event":"lobby","userIds":[]}"#,
      ])
    withExtendedLifetime(port) {}
  }

  @Test func test_whenFaultsAreSeeded_thenTwoRunsFailTheSameWayAndLaterRequestsStillSucceed()
    async throws
  {
    // given: each round logs in again, so a failed login does not decide the rest
    let script = String(repeating: "login alice secret\nuser 2\nsearch b\n", count: 6)
    let arguments = ["run", "--json", "--fault-rate", "0.4", "--seed", "3", "--timeout", "1"]
    // when
    let first = try await DemoProcess.run(arguments, input: script)
    let second = try await DemoProcess.run(arguments, input: script)
    // then
    #expect(first.status == 0)
    #expect(first.lines == second.lines)
    // then: a fault does not end the run: some request succeeds after the first failure (a
    // stored copy is not a success: the server answered nothing yet)
    let firstFailure = first.lines.firstIndex { $0.contains(#""event":"networkError""#) }
    let lastSuccess = first.lines.lastIndex {
      ($0.contains(#""event":"user""#) || $0.contains(#""event":"searchResults""#))
        && $0.contains(#""source":"network""#)
    }
    let failure = try #require(firstFailure)
    let success = try #require(lastSuccess)
    #expect(failure < success)
  }
}
