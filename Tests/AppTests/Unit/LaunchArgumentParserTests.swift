import Testing

@testable import CleanDemo

@Suite struct LaunchArgumentParserTests {
  @Test func test_whenNoArguments_thenTheTourRunsOnTheEmbeddedBackend() throws {
    // given / when
    let options = try LaunchArgumentParser.parse([])
    // then
    #expect(options.mode == .tour)
    #expect(options.usesEmbeddedBackend)
    #expect(options.json == false)
  }

  @Test func test_whenOptionsStandBeforeOrAfterTheSubcommand_thenBothParseAlike() throws {
    // given
    let before = ["--json", "--timeout", "2", "--seed=7", "run", "--script", "a.txt"]
    let after = ["run", "--script=a.txt", "--json", "--seed", "7", "--timeout=2"]
    // when
    let first = try LaunchArgumentParser.parse(before)
    let second = try LaunchArgumentParser.parse(after)
    // then
    #expect(first == second)
    #expect(first.mode == .run)
    #expect(first.scriptPath == "a.txt")
    #expect(first.timeout == .seconds(2))
    #expect(first.seed == 7)
  }

  @Test func test_whenFaultOptionsAreGiven_thenTheyAreRead() throws {
    // given / when
    let options = try LaunchArgumentParser.parse([
      "repl", "--fault-rate", "0.2", "--latency", "150",
    ])
    // then
    #expect(options.mode == .repl)
    #expect(options.faultRate == 0.2)
    #expect(options.latency == .milliseconds(150))
  }

  @Test(arguments: [
    (["--bogus"], UsageError.unknownOption("--bogus")),
    (["dance"], .unknownCommand("dance")),
    (["run", "repl"], .unexpectedArgument("repl")),
    (["--timeout"], .missingValue(option: "--timeout")),
    (
      ["--timeout", "soon"],
      .invalidValue(option: "--timeout", value: "soon", expected: "seconds in (0, 3600]")
    ),
    (
      ["--timeout", "0"],
      .invalidValue(option: "--timeout", value: "0", expected: "seconds in (0, 3600]")
    ),
    (
      ["--fault-rate", "1.5"],
      .invalidValue(option: "--fault-rate", value: "1.5", expected: "a probability in [0, 1]")
    ),
    (
      ["--latency", "-1"],
      .invalidValue(option: "--latency", value: "-1", expected: "milliseconds in 0...600000")
    ),
    (
      ["--seed", "x"],
      .invalidValue(option: "--seed", value: "x", expected: "an integer in 0...2^64-1")
    ),
    (
      ["run", "--base-url", "ftp://x"],
      .invalidURL(option: "--base-url", value: "ftp://x", problem: .unsupportedScheme("ftp"))
    ),
    // The network stack rejects these too: they used to pass here and fail later as a conflict.
    (
      ["run", "--base-url", "http://user:pass@127.0.0.1:9"],
      .invalidURL(option: "--base-url", value: "http://user:pass@127.0.0.1:9", problem: .userInfo)
    ),
    (
      ["run", "--base-url", "http://127.0.0.1:9/?page=1"],
      .invalidURL(option: "--base-url", value: "http://127.0.0.1:9/?page=1", problem: .query)
    ),
    // This one used to pass and fail only when a request was sent.
    (
      ["run", "--base-url", "http://127.0.0.1:99999"],
      .invalidURL(
        option: "--base-url", value: "http://127.0.0.1:99999", problem: .invalidPort("99999"))
    ),
    (["--json=yes"], .unexpectedArgument("--json=yes")),
  ])
  func test_whenAnArgumentIsBad_thenItIsAUsageError(arguments: [String], expected: UsageError) {
    // given the arguments / when parsed / then
    #expect(throws: expected) { try LaunchArgumentParser.parse(arguments) }
  }

  @Test func test_whenTheTourIsAskedForARealServer_thenItIsAConflict() {
    // given
    let arguments = ["--base-url", "http://127.0.0.1:9"]
    // when / then
    #expect(
      throws: UsageError.conflict(
        "the guided tour runs on the embedded backend; use 'run' or 'repl' with '--base-url'")
    ) { try LaunchArgumentParser.parse(arguments) }
  }

  @Test func test_whenFaultsAreAskedOfARealServer_thenItIsAConflict() {
    // given
    let arguments = ["run", "--base-url", "http://127.0.0.1:9", "--fault-rate", "0.5"]
    // when / then
    #expect(
      throws: UsageError.conflict(
        "'--fault-rate', '--latency' and '--seed' apply to the embedded backend only")
    ) { try LaunchArgumentParser.parse(arguments) }
  }

  @Test func test_whenTheSchemeIsUpperCase_thenTheBaseURLIsTheLowerCaseOne() throws {
    // given / when
    let options = try LaunchArgumentParser.parse(["run", "--base-url", "HTTP://127.0.0.1:8080"])
    // then
    #expect(options.baseURL?.absoluteString == "http://127.0.0.1:8080")
  }

  @Test func test_whenOnlyAScriptIsGiven_thenTheModeIsRun() throws {
    // given / when
    let options = try LaunchArgumentParser.parse(["--script", "s.txt"])
    // then
    #expect(options.mode == .run)
  }
}
