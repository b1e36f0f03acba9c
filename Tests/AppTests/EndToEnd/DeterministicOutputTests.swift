import Foundation
import Testing

/// One script, one output: the same bytes on stdout on every run, also with many runs at once
/// (each screen renders one state, whose changes and events come from one serialized source).
@Suite(.serialized) struct DeterministicOutputTests {
  /// Short, so that 200 debug-build runs stay within seconds, and every kind of answer is in
  /// it: a failure, a login (whose spinner and answer raced), a page, a lookup, a match.
  static let script = """
    login alice wrong
    login alice secret
    search al
    add 1
    add 2
    start
    """

  /// The `screen` events are the flow's (docs/CLI.md): login at start, lobby after the login,
  /// search as `search` is accepted (before its spinner); `add` and `start` stay on search.
  /// Each request shows live, in state order: the spinner on, the answer (a page, a session),
  /// the spinner off, then the request's event (an alert, a profile looked up, a match) and
  /// the screen an answer led to.
  static let events: [String] = [
    #"{"event":"screen","name":"login"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"networkError","kind":"unauthorized","message":"You are not signed in, or your session has expired.","status":401,"serverMessage":"bad credentials"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loggedIn","userId":1,"nickname":"alice"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"screen","name":"lobby"}"#,
    #"{"event":"screen","name":"search"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"searchResults","ids":[1,11,19,24,25],"page":0,"hasNext":true,"source":"network"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"lobby","userIds":[1]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"user","id":2,"nickname":"bob","rating":1037,"source":"network"}"#,
    #"{"event":"lobby","userIds":[1,2]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"lobby","userIds":[]}"#,
    #"{"event":"matchStarted","id":1,"userIds":[1,2]}"#,
  ]

  @Test func test_whenOneScriptRuns200Times8AtATime_thenEveryStdoutIsByteIdentical()
    async throws
  {
    // given
    let runs = 200
    let parallel = 8
    // when
    let outputs = try await Self.run(times: runs, parallel: parallel) {
      try await DemoProcess.run(["run", "--json"], input: Self.script)
    }
    // then
    let first = try #require(outputs.first)
    #expect(first.status == 0)
    #expect(first.lines == Self.events)
    let different = outputs.filter { $0.stdoutBytes != first.stdoutBytes || $0.status != 0 }
    #expect(
      different.count == 0,
      "\(different.count) of \(runs) runs differ, e.g.\n\(different.first?.stdout ?? "")")
  }

  @Test func test_whenFailedReloginsShowTwoOutcomes_then100RunsPrintTheSameBytes() async throws {
    // given: eight logins, of which the seeded faults fail five after the first succeeded; each
    // such failure shows the alert and the session still signed in — two outputs, two paths
    let script = String(repeating: "login alice secret\n", count: 8)
    let arguments = ["run", "--json", "--fault-rate", "0.5", "--seed", "6"]
    // when
    let outputs = try await Self.run(times: 100, parallel: 8) {
      try await DemoProcess.run(arguments, input: script)
    }
    // then: each command shows the session, then its alert, before the next command starts;
    // a login typed on the lobby shows the login screen first, a successful one the lobby after
    let first = try #require(outputs.first)
    #expect(first.status == 0)
    let kinds = try first.lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return [object?["event"], object?["kind"]].compactMap { $0 as? String }
        .joined(separator: ":")
    }
    // a failed re-login's state puts the stored session back (shown again) and ends the
    // spinner; its alert follows that state
    let failed = ["loading", "loggedIn", "loading", "networkError:server"]
    let malformed = ["loading", "loggedIn", "loading", "networkError:decoding"]
    let succeeded = ["loading", "loggedIn", "loading", "screen"]
    let expected: [[String]] = [
      ["screen"], succeeded, ["screen"] + failed, failed, succeeded, ["screen"] + failed,
      malformed, failed, malformed,
    ]
    #expect(kinds == expected.flatMap { $0 })
    let different = outputs.filter { $0.stdoutBytes != first.stdoutBytes || $0.status != 0 }
    #expect(different.count == 0, "\(different.count) of 100 runs differ")
  }

  @Test func test_whenTheTourRuns16Times8AtATime_thenEveryEventStreamIsTheSame() async throws {
    // given / when
    let outputs = try await Self.run(times: 16, parallel: 8) {
      try await DemoProcess.run(["tour", "--json"])
    }
    // then
    let first = try #require(outputs.first)
    #expect(first.status == 0)
    #expect(!first.lines.isEmpty)
    let different = outputs.filter { $0.stdoutBytes != first.stdoutBytes }
    #expect(different.count == 0, "\(different.count) of 16 tours differ")
  }

  /// Runs `body` `times` times, at most `parallel` at once; the results in completion order.
  private static func run(
    times: Int, parallel: Int, _ body: @escaping @Sendable () async throws -> DemoProcess.Result
  ) async throws -> [DemoProcess.Result] {
    try await withThrowingTaskGroup(of: DemoProcess.Result.self) { group in
      var started = 0
      var results: [DemoProcess.Result] = []
      while started < min(parallel, times) {
        group.addTask(operation: body)
        started += 1
      }
      while let result = try await group.next() {
        results.append(result)
        if started < times {
          group.addTask(operation: body)
          started += 1
        }
      }
      return results
    }
  }
}
