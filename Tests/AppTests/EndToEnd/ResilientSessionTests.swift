import CleanDataTesting
import Foundation
import Testing

/// `--log-http`, `--retries` and the new `networkError` fields, run as a user runs the program,
/// against the Python fixture server; and a grep of every output for the secrets.
@Suite struct ResilientSessionTests {
  private func events(_ result: DemoProcess.Result) throws -> [[String: Any]] {
    try result.lines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  /// The `--log-http` lines: `http METHOD PATH → OUTCOME Nms (attempt K)`.
  private func logLines(_ result: DemoProcess.Result) -> [String] {
    result.stderr.split(separator: "\n").map(String.init).filter { $0.contains(" http ") }
  }

  private func summary(of line: String) -> String? {
    // "matchmaking-demo: http GET /users/2 → 401 3ms (attempt 1)" → "GET /users/2 401 1"
    let words = line.split(separator: " ").map(String.init)
    guard words.count == 9, words[1] == "http", words[4] == "→", words[6].hasSuffix("ms"),
      Int(words[6].dropLast(2)) != nil, words[7] == "(attempt"
    else { return nil }
    return [words[2], words[3], words[5], String(words[8].dropLast())].joined(separator: " ")
  }

  @Test func test_whenTheLoginTokenHasExpired_thenTheRequestIsRefreshedReplayedAndLogged()
    async throws
  {
    // given: the server issues login tokens already expired
    try await APIServer.with { server in
      try await server.authControl(["loginTokensExpired": true])
      // when
      let result = try await DemoProcess.run(
        ["run", "--base-url", server.baseURL.absoluteString, "--json", "--log-http"],
        input: "login alice secret\nuser 2\n")
      // then: no alert; the user arrived after one refresh and one replay
      #expect(result.status == 0)
      let kinds = try events(result).compactMap { $0["event"] as? String }
      #expect(kinds.contains("user"))
      #expect(!kinds.contains("networkError"))
      // and loading stayed up across the 401, the refresh and the replay: one spell per command
      let loading = try events(result).compactMap { $0["value"] as? Bool }
      #expect(loading == [true, false, true, false])
      #expect(try await server.authStats().refreshCalls == 1)
      #expect(
        logLines(result).map(summary) == [
          "POST /auth/login 200 1", "GET /users/2 401 1", "POST /auth/refresh 200 1",
          "GET /users/2 200 2",
        ])
    }
  }

  @Test(arguments: [(["--retries", "0"], 1, 503), ([], 3, 401), (["--retries=1"], 2, 503)])
  func test_whenAGetMeets503_thenItIsTriedRetriesPlusOneTimes(
    options: [String], attempts: Int, finalStatus: Int
  ) async throws {
    // given: the next two requests answer 503 (then the server says 401: nobody signed in)
    try await APIServer.with { server in
      try await server.failNext(status: 503, count: 2)
      // when
      let result = try await DemoProcess.run(
        ["run", "--base-url", server.baseURL.absoluteString, "--json", "--log-http"] + options,
        input: "user 2\n")
      // then
      let lines = logLines(result).compactMap(summary)
      #expect(lines.count == attempts)
      #expect(lines.last?.hasPrefix("GET /users/2 \(finalStatus) \(attempts)") == true)
      let error = try #require(
        try events(result).first { $0["event"] as? String == "networkError" })
      #expect(error["status"] as? Int == finalStatus)
      #expect(error["reason"] == nil)
    }
  }

  @Test func test_whenTheServerCannotBeReached_thenReasonIsCannotConnectAndEveryAttemptIsLogged()
    async throws
  {
    // given
    let port = try RefusingPort()
    // when
    let result = try await DemoProcess.run(
      [
        "run", "--base-url", "http://127.0.0.1:\(port.port)", "--json", "--log-http", "--retries",
        "1",
      ],
      input: "user 2\nlogin bob secret\n")
    // then: the GET is retried once; the login (a POST) is not
    let errors = try events(result).filter { $0["event"] as? String == "networkError" }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0["reason"] as? String == "cannotConnect" && $0["status"] == nil })
    #expect(
      logLines(result).compactMap(summary) == [
        "GET /users/2 cannotConnect 1", "GET /users/2 cannotConnect 2",
        "POST /auth/login cannotConnect 1",
      ])
  }

  @Test(arguments: [["--json"], []])
  func test_whenAHostileServerQuotesTokens_thenNoTokenAndNoPasswordReachesAnyOutput(
    mode: [String]
  ) async throws {
    // given: login tokens born expired, every refresh refused, and 401 messages that quote the
    // token the client presented
    try await APIServer.with { server in
      try await server.authControl([
        "loginTokensExpired": true, "rejectRefresh": true, "leakTokens": true,
      ])
      // when
      let result = try await DemoProcess.run(
        ["run", "--base-url", server.baseURL.absoluteString, "--log-http"] + mode,
        input: "login alice secret\nuser 2\nsearch al\n")
      // then: the failure is shown, with the server's (redacted) words
      #expect(result.status == 0)
      #expect(result.stdout.contains("unauthorized"))
      let tokens = try await server.authStats().issued
      #expect(tokens.count == 2)
      let output = result.stdout + result.stderr
      for secret in tokens {
        let characters = Array(secret)
        for start in 0...(characters.count - 12) {
          let run = String(characters[start..<(start + 12)])
          #expect(!output.contains(run), "a run of a token was written: \(run)")
        }
      }
      #expect(!output.contains("alice secret"), "the password was echoed")
      if mode == ["--json"] {
        let error = try #require(
          try events(result).first { $0["event"] as? String == "networkError" })
        #expect(error["status"] as? Int == 401)
        #expect((error["serverMessage"] as? String)?.contains("[redacted]") == true)
      }
    }
  }
}
