import CleanDataTesting
import Foundation
import Testing

/// The network limits as a user sets them: `--max-response-size` against the real loopback
/// server, and a bad value's exit status.
@Suite struct NetworkLimitFlagsTests {
  @Test func test_whenAnswersExceedTheMaxResponseSize_thenATransportErrorIsShownNotFatal()
    async throws
  {
    // given a cap smaller than the login answer
    let result = try await APIServer.with { server in
      // when
      try await DemoProcess.run(
        [
          "run", "--json", "--base-url", server.baseURL.absoluteString, "--max-response-size",
          "16",
        ],
        input: "login alice secret\n")
    }
    // then
    #expect(result.status == 0)
    #expect(
      result.lines.contains {
        $0.contains(#""event":"networkError""#) && $0.contains(#""kind":"transport""#)
          && $0.contains("larger than 16 bytes")
      })
    #expect(!result.lines.contains { $0.contains(#""event":"loggedIn""#) })
  }

  @Test func test_whenTheMaxResponseSizeIsBad_thenStderrExplainsAndTheStatusIs2() async throws {
    // when
    let result = try await DemoProcess.run(["run", "--max-response-size", "lots"])
    // then
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("invalid value 'lots' for '--max-response-size'"))
  }
}
