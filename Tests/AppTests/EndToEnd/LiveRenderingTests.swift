import CleanDataTesting
import Foundation
import Testing

/// The CLI renders live (docs/CLI.md "The order of events"): what a screen's state shows is
/// printed — and flushed, in `--json` too — when it changes, not when the command ends. Read
/// from the running program's standard output while the server still holds the request.
@Suite struct LiveRenderingTests {
  @Test
  func test_whenTheServerHoldsASearch_thenTheSpinnerAndTheStoredCopyArePrintedBeforeItAnswers()
    async throws
  {
    let folder = DemoProcess.newStateFolder(named: "live-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let options = [
        "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
        "--timeout", "30",
      ]
      // given: a run that stored page 0 of "al"; a second run signed in
      let stored = try await DemoProcess.run(options, input: "login alice secret\nsearch al\n")
      #expect(stored.status == 0)
      let demo = try InteractiveDemo(options)
      try demo.type("login alice secret")
      #expect(await demo.waitForOutput(#""event":"loggedIn""#))
      // when: the server holds the next request, and the user searches "al" again
      try await server.holdNext()
      try demo.type("search al")
      _ = try await server.heldRequests(arrived: 1)
      let copyShown = await demo.waitForOutput(#""source":"cache""#)
      // then: while the request is held, the screen, the spinner and the stored copy are out
      let whileHeld = demo.outputSoFar
      try await server.releaseHeld()
      #expect(await demo.waitForOutput(#""source":"network""#))
      let result = try await demo.finish()
      #expect(copyShown)
      #expect(
        Self.events(whileHeld).suffix(3) == [
          #"{"event":"screen","name":"search"}"#,
          #"{"event":"loading","value":true}"#,
          #"{"event":"searchResults","ids":[1,11,19,24,25],"page":0,"hasNext":true,"source":"cache"}"#,
        ])
      #expect(!whileHeld.contains(#""source":"network""#))
      // and after the release: the answer, then the spinner off
      #expect(result.status == 0)
      #expect(
        Self.events(result.stdout).suffix(2) == [
          #"{"event":"searchResults","ids":[1,11,19,24,25],"page":0,"hasNext":true,"source":"network"}"#,
          #"{"event":"loading","value":false}"#,
        ])
    }
  }

  private static func events(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init)
  }
}
