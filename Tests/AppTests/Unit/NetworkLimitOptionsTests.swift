import Testing

@testable import CleanDemo

/// `--max-response-size` and `--timeout`: the network stack's limits from the command line.
@Suite struct NetworkLimitOptionsTests {
  @Test(arguments: [("1", 1), ("10485760", 10_485_760), ("4294967296", 4_294_967_296)])
  func test_whenMaxResponseSizeIsAWholeNumberOfBytes_thenItIsRead(text: String, bytes: Int)
    throws
  {
    // when
    let options = try LaunchArgumentParser.parse(["run", "--max-response-size", text])
    // then
    #expect(options.maxResponseSize == bytes)
  }

  @Test func test_whenMaxResponseSizeIsNotGiven_thenTheStackDefaultApplies() throws {
    // when / then
    #expect(try LaunchArgumentParser.parse(["run"]).maxResponseSize == nil)
  }

  @Test(arguments: ["0", "-1", "1.5", "10MB", "", "4294967297", "99999999999999999999999"])
  func test_whenMaxResponseSizeIsNotBytesInRange_thenUsageError(text: String) {
    // when / then
    #expect(
      throws: UsageError.invalidValue(
        option: "--max-response-size", value: text, expected: "bytes in 1...4294967296")
    ) { try LaunchArgumentParser.parse(["run", "--max-response-size=\(text)"]) }
  }

  @Test(arguments: [("0.25", 250), ("1.5", 1_500), ("2", 2_000), ("0.0001", 1)])
  func test_whenTimeoutHasAFraction_thenItIsKeptToTheMillisecond(text: String, milliseconds: Int)
    throws
  {
    // when
    let options = try LaunchArgumentParser.parse(["run", "--timeout", text])
    // then
    #expect(options.timeout == .milliseconds(milliseconds))
  }

  @Test func test_whenHelpIsShown_thenItNamesBothLimits() {
    // when / then
    #expect(HelpText.usage.contains("--max-response-size BYTES"))
    #expect(HelpText.usage.contains("fractions allowed"))
  }
}
