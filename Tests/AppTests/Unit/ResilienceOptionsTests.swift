import Testing

@testable import CleanDemo

@Suite struct ResilienceOptionsTests {
  @Test func test_whenNoRetriesAreGiven_thenTwoRetriesAndNoHTTPLog() throws {
    // given / when
    let options = try LaunchArgumentParser.parse(["run"])
    // then
    #expect(options.retries == 2)
    #expect(options.logsHTTP == false)
  }

  @Test(arguments: [
    (["--retries", "0"], 0), (["--retries=5"], 5), (["run", "--retries", "3"], 3),
  ])
  func test_whenRetriesAreGiven_thenTheyAreRead(arguments: [String], expected: Int) throws {
    #expect(try LaunchArgumentParser.parse(arguments).retries == expected)
  }

  @Test(arguments: [
    ["--retries", "-1"], ["--retries", "1.5"], ["--retries", "two"], ["--retries"],
    ["--retries="], ["--retries", "+2"], ["--retries", "101"],
  ])
  func test_whenRetriesAreNotAWholeNumber_thenItIsAUsageError(arguments: [String]) {
    #expect(throws: UsageError.self) { try LaunchArgumentParser.parse(arguments) }
  }

  @Test func test_whenLogHTTPIsGiven_thenItIsOn() throws {
    #expect(try LaunchArgumentParser.parse(["repl", "--log-http"]).logsHTTP)
    #expect(throws: UsageError.self) { try LaunchArgumentParser.parse(["--log-http=yes"]) }
  }
}
