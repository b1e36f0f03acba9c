import CleanDataTesting
import Foundation
import Testing

/// `--state-dir` and `--no-state` (docs/CLI.md, "State"), run as a user runs the program: two
/// runs sharing a state folder against the loopback server, a logout that forgets, a garbage
/// store file, the files' modes.
@Suite struct StateDirectoryTests {
  private func kinds(_ result: DemoProcess.Result) throws -> [String] {
    try result.jsonObjects().compactMap { $0["event"] as? String }
  }

  private func firstScreen(_ result: DemoProcess.Result) throws -> String? {
    try result.jsonObjects().first { $0["event"] as? String == "screen" }?["name"] as? String
  }

  private func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func test_whenASecondRunSharesTheStateDir_thenItNeedsNoLogin() async throws {
    // given: a run that logged in against the server, keeping state in a folder
    let folder = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let options = ["run", "--base-url", server.baseURL.absoluteString, "--json"]
      let first = try await DemoProcess.run(
        options + ["--state-dir", folder.path], input: "login alice secret\n")
      #expect(try kinds(first).contains("loggedIn"))
      // when: a second run with the same folder asks for a player without logging in
      let second = try await DemoProcess.run(
        options + ["--state-dir=\(folder.path)"], input: "user 2\n")
      // then: it starts on the lobby, and the request is authorized
      #expect(second.status == 0)
      #expect(try firstScreen(second) == "lobby")
      #expect(try kinds(second).contains("user"))
      #expect(try !kinds(second).contains("networkError"))
      #expect(!second.stdout.contains("secret") && !second.stderr.contains("secret"))
    }
  }

  @Test func test_whenARefreshRotatedTheTokens_thenTheNextRunUsesTheRotatedPair() async throws {
    // given: the server issues login tokens already expired, so the first request refreshes
    let folder = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      try await server.authControl(["loginTokensExpired": true])
      let options = [
        "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
      ]
      _ = try await DemoProcess.run(options, input: "login alice secret\nuser 2\n")
      #expect(try await server.authStats().refreshCalls == 1)
      // when: a second run asks again
      let second = try await DemoProcess.run(options, input: "user 3\n")
      // then: the stored pair is the rotated one: no second refresh, no alert
      #expect(try kinds(second).contains("user"))
      #expect(try !kinds(second).contains("networkError"))
      #expect(try await server.authStats().refreshCalls == 1)
    }
  }

  @Test func test_whenTheStateLivesInTheDefaultFolder_thenTheNextRunFindsItThere() async throws {
    // given: XDG_STATE_HOME names a folder; no --state-dir
    let stateHome = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: stateHome) }
    try await APIServer.with { server in
      let options = ["run", "--base-url", server.baseURL.absoluteString, "--json"]
      let environment = ["XDG_STATE_HOME": stateHome.path]
      _ = try await DemoProcess.run(
        options, input: "login alice secret\n", environment: environment)
      // when
      let second = try await DemoProcess.run(options, input: "user 2\n", environment: environment)
      // then: the store is in XDG_STATE_HOME/matchmaking-demo, and the run needs no login
      let store = stateHome.appendingPathComponent("matchmaking-demo/matchmaking.sqlite")
      #expect(FileManager.default.fileExists(atPath: store.path))
      #expect(try firstScreen(second) == "lobby")
    }
  }

  @Test func test_whenNoStateIsAsked_thenNothingIsKeptNorRead() async throws {
    // given: a folder holding a session for the server
    let folder = DemoProcess.newStateFolder(named: "state-dir-tests")
    let stateHome = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: stateHome)
    }
    try await APIServer.with { server in
      let options = ["run", "--base-url", server.baseURL.absoluteString, "--json"]
      _ = try await DemoProcess.run(
        options + ["--state-dir", folder.path], input: "login alice secret\n")
      // when: runs with --no-state
      let environment = ["XDG_STATE_HOME": stateHome.path]
      let memoryOnly = try await DemoProcess.run(
        options + ["--no-state"], input: "login alice secret\n", environment: environment)
      let next = try await DemoProcess.run(
        options + ["--no-state"], input: "user 2\n", environment: environment)
      // then: each starts logged out, and no state folder was made
      #expect(try firstScreen(memoryOnly) == "login")
      #expect(try firstScreen(next) == "login")
      #expect(try kinds(next).contains("networkError"))
      #expect(!FileManager.default.fileExists(atPath: stateHome.path))
    }
  }

  @Test func test_whenARunLogsOut_thenTheNextRunMustLogIn() async throws {
    // given: a stored session
    let folder = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await APIServer.with { server in
      let options = [
        "run", "--base-url", server.baseURL.absoluteString, "--json", "--state-dir", folder.path,
      ]
      _ = try await DemoProcess.run(options, input: "login alice secret\n")
      // when: a second run logs out
      let loggingOut = try await DemoProcess.run(options, input: "logout\n")
      let third = try await DemoProcess.run(options, input: "user 2\n")
      // then
      #expect(try firstScreen(loggingOut) == "lobby")
      #expect(try firstScreen(third) == "login")
      let error = try #require(
        try third.jsonObjects().first { $0["event"] as? String == "networkError" })
      #expect(error["kind"] as? String == "unauthorized")
    }
  }

  @Test func test_whenTheStoreFileIsGarbage_thenItIsMovedAsideWithAWarningAndTheRunGoesOn()
    async throws
  {
    // given: a store file that is not a database
    let folder = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let garbage = Data("this is not a database, just some text\n".utf8)
    try garbage.write(to: folder.appendingPathComponent("matchmaking.sqlite"))
    // when
    let result = try await DemoProcess.run(
      ["run", "--json", "--state-dir", folder.path], input: "login alice secret\nsearch al\n")
    // then: one warning on stderr, the file kept aside unchanged, the commands ran
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("is not a store") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let aside = try #require(names.first { $0.hasPrefix("matchmaking.sqlite.corrupt-") })
    #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == garbage)
    #expect(try kinds(result).contains("loggedIn"))
    #expect(try kinds(result).contains("searchResults"))
  }

  @Test func test_whenAStoreIsMade_thenOnlyItsOwnerCanReadIt() async throws {
    // given: a state folder that does not exist yet
    let parent = DemoProcess.newStateFolder(named: "state-dir-tests")
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("state")
    try await APIServer.with { server in
      // when
      let result = try await DemoProcess.run(
        ["run", "--base-url", server.baseURL.absoluteString, "--state-dir", folder.path],
        input: "login alice secret\n")
      // then
      #expect(result.status == 0)
      #expect(try mode(folder) & 0o777 == 0o700)
      #expect(try mode(folder.appendingPathComponent("matchmaking.sqlite")) & 0o777 == 0o600)
    }
  }

  @Test(arguments: [
    (["run", "--state-dir="], "invalid value '' for '--state-dir'"),
    (["run", "--state-dir"], "option '--state-dir' needs a value"),
    (["run", "--state-dir", "/tmp/x", "--no-state"], "cannot be used together"),
    (["run", "--no-state=yes"], "unexpected argument '--no-state=yes'"),
  ])
  func test_whenAStateFlagIsBad_thenItIsAUsageError(arguments: [String], message: String)
    async throws
  {
    // when
    let result = try await DemoProcess.run(arguments)
    // then
    #expect(result.status == 2)
    #expect(result.stderr.contains(message))
    #expect(result.stdout.isEmpty)
  }
}
