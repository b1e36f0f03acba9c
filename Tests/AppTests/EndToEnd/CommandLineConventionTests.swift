import Foundation
import Testing

/// Exit statuses, stderr and the conventions every command-line tool keeps.
@Suite struct CommandLineConventionTests {
  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["dance"], "unknown command 'dance'"),
    (["run", "--timeout", "soon"], "invalid value 'soon' for '--timeout'"),
    (["repl", "--latency"], "option '--latency' needs a value"),
    (["--fault-rate", "2"], "invalid value '2' for '--fault-rate'"),
    (["--base-url", "http://127.0.0.1:9"], "the guided tour runs on the embedded backend"),
    (["run", "--base-url", "http://127.0.0.1:99999"], "port '99999' is not a number in 1...65535"),
    (["run", "--base-url", "gopher://host"], "unsupported scheme 'gopher'"),
    (["run", "--base-url", "http://me:pw@host"], "user info"),
    (["run", "--base-url", "http://[::1]:8080"], "IPv6 address host is not supported"),
  ])
  func test_whenTheArgumentsAreBad_thenStderrExplainsAndTheStatusIs2(
    arguments: [String], message: String
  ) async throws {
    // given the arguments / when
    let result = try await DemoProcess.run(arguments)
    // then
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message))
    #expect(result.stderr.contains("--help"))
  }

  @Test func test_whenTheScriptCannotBeRead_thenTheStatusIs1() async throws {
    // given
    let missing = "/nonexistent/matchmaking-demo-script.txt"
    // when
    let result = try await DemoProcess.run(["run", "--script", missing])
    // then
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read script"))
    #expect(result.stdout.isEmpty)
  }

  @Test func test_whenAScriptLineIsBad_thenItIsReportedTheRestRunsAndTheStatusIs2() async throws {
    // given
    let script = "dance\nuser seven\nlobby\n"
    // when
    let result = try await DemoProcess.run(["run", "--json"], input: script)
    // then
    #expect(result.status == 2)
    #expect(result.stderr.contains("line 1: unknown command 'dance'"))
    #expect(result.stderr.contains("line 2: 'seven' is not a valid id"))
    #expect(
      result.lines == [#"{"event":"screen","name":"login"}"#, #"{"event":"lobby","userIds":[]}"#])
  }

  @Test func test_whenABadScriptLineHoldsAnEscapeSequence_thenStderrShowsItEscaped()
    async throws
  {
    // given
    let script = "\u{1B}]0;owned\u{07}dance\n"
    // when
    let result = try await DemoProcess.run(["run", "--json"], input: script)
    // then
    #expect(result.status == 2)
    #expect(result.stderr.contains(#"line 1: unknown command '\u{1B}]0;owned\u{7}dance'"#))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func test_whenHelpOrVersionIsAsked_thenStdoutAnswersAndTheStatusIs0() async throws {
    // given / when
    let help = try await DemoProcess.run(["repl", "--help"])
    let version = try await DemoProcess.run(["--version"])
    // then
    #expect(help.status == 0)
    #expect(help.stdout.contains("Usage: matchmaking-demo"))
    #expect(help.stdout.contains("login NICK PASSWORD"))
    #expect(version.status == 0)
    #expect(version.stdout == "matchmaking-demo \(try ReleaseVersionTests.versionFile())\n")
  }

  @Test func test_whenTheInputIsNotATerminal_thenReplShowsNoPromptAndEchoesCommands()
    async throws
  {
    // given
    let input = "help\nlobby\n"
    // when
    let result = try await DemoProcess.run(["repl"], input: input, environment: ["NO_COLOR": "1"])
    // then
    #expect(result.status == 0)
    #expect(!result.stdout.contains("matchmaking>"))
    #expect(result.stdout.contains("› help"))
    #expect(result.stdout.contains("Lobby: (empty)"))
  }
}
