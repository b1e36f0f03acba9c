import CleanDataTesting
import Foundation
import Testing

/// `--timeout` as a wall-clock deadline, as a user meets it: a server that sends its headers and
/// then trickles the body must still end the command with one `networkError`, and the next
/// command must work.
@Suite struct DeadlineFlagTests {
  @Test func test_whenTheServerDripFeedsTheAnswer_thenOneTransportErrorAndTheNextCommandWorks()
    async throws
  {
    // given a base URL whose first request is drip-fed (a byte every 0.4 s: 40 s in all), then
    // normal answers; a 5 s deadline ends the first, and leaves the second login ample time on
    // a loaded machine
    // when
    let result = try await APIServer.with { server in
      let baseURL = "\(server.baseURL.absoluteString)/hostile/drip-first/\(UUID().uuidString)"
      return try await DemoProcess.run(
        ["run", "--json", "--base-url", baseURL, "--timeout", "5"],
        input: "login alice secret\nlogin alice secret\n")
    }
    // then
    let errors = result.lines.filter { $0.contains(#""event":"networkError""#) }
    #expect(result.status == 0)
    #expect(errors.count == 1)
    #expect(errors.first?.contains(#""kind":"transport""#) == true)
    #expect(errors.first?.contains("timed out") == true)
    let loggedIn = result.lines.firstIndex { $0.contains(#""event":"loggedIn""#) }
    let failed = result.lines.firstIndex { $0.contains(#""event":"networkError""#) }
    #expect(loggedIn != nil && failed != nil && failed! < loggedIn!)
    #expect(result.lines.last { $0.contains(#""event":"loading""#) }?.contains("false") == true)
  }
}
