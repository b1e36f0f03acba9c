import CleanDataTesting
import Foundation
import Testing

/// What a run leaves on disk (docs/CLI.md, "What the program writes"): with `--no-state`
/// nothing at all, with a state folder nothing outside it. Each run gets a sandbox of fresh
/// folders — `HOME` (with the XDG cache, data and config homes at their defaults inside it),
/// `XDG_STATE_HOME`, `TMPDIR` and the working directory — and every path in the sandbox
/// afterwards is listed.
///
/// Against a real server, FoundationNetworking's shared cookie store and HTTP cache create
/// `~/.local/share/<the executable's folder>` and `~/.cache/org.swift.foundation.URLCache/
/// matchmaking-demo` as soon as any `URLSessionConfiguration` is made, whatever the session's
/// own settings; these tests are what keeps them out.
@Suite("End to end: what a run writes, and where")
struct FilesWrittenTests {
  /// The fresh folders of one run, inside `root`.
  struct Sandbox {
    let root: URL
    var home: URL { root.appendingPathComponent("home") }
    var stateHome: URL { root.appendingPathComponent("state-home") }
    var temporary: URL { root.appendingPathComponent("tmp") }
    var workingDirectory: URL { root.appendingPathComponent("work") }
    /// The folder a test names with `--state-dir` (not created beforehand).
    var stateDirectory: URL { root.appendingPathComponent("chosen-state") }

    /// The folders, created empty.
    static func make() throws -> Sandbox {
      let sandbox = Sandbox(
        root: FileManager.default.temporaryDirectory
          .appendingPathComponent("files-written-\(UUID().uuidString)"))
      for folder in [sandbox.home, sandbox.stateHome, sandbox.temporary, sandbox.workingDirectory] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      return sandbox
    }

    /// The environment of a run: the sandbox's folders, the XDG homes at their defaults.
    var environment: [String: String] {
      [
        "HOME": home.path, "XDG_STATE_HOME": stateHome.path, "TMPDIR": temporary.path,
        "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
        "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
        "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
      ]
    }

    /// Every path under the root, relative to it and sorted, but the four folders `make()`
    /// made (what is inside them is listed).
    func writtenPaths() -> [String] {
      let made: Set = ["home", "state-home", "tmp", "work"]
      let prefix = root.resolvingSymlinksInPath().path + "/"
      var paths: [String] = []
      let walker = FileManager.default.enumerator(
        at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        let path = url.resolvingSymlinksInPath().path
        paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
      }
      return paths.filter { !made.contains($0) }.sorted()
    }

    func remove() {
      try? FileManager.default.removeItem(at: root)
    }
  }

  private let script = "login alice secret\nuser 2\nsearch al\nquit\n"

  private func run(_ arguments: [String], in sandbox: Sandbox) async throws
    -> DemoProcess.Result
  {
    try await DemoProcess.run(
      arguments, input: script, environment: sandbox.environment,
      directory: sandbox.workingDirectory)
  }

  @Test func test_whenARunAgainstAServerKeepsNoState_thenItWritesNothingAtAll() async throws {
    let sandbox = try Sandbox.make()
    defer { sandbox.remove() }
    try await APIServer.with { server in
      // when
      let result = try await run(
        ["run", "--no-state", "--base-url", server.baseURL.absoluteString, "--json"], in: sandbox)
      // then
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try result.jsonObjects().contains { $0["event"] as? String == "user" })
      #expect(sandbox.writtenPaths() == [])
    }
  }

  @Test func test_whenTheTourKeepsNoState_thenItWritesNothingAtAll() async throws {
    let sandbox = try Sandbox.make()
    defer { sandbox.remove() }
    // when
    let result = try await run(["--no-state"], in: sandbox)
    // then
    #expect(result.status == 0, "\(result.stderr)")
    #expect(sandbox.writtenPaths() == [])
  }

  @Test func test_whenARunKeepsStateInAFolder_thenItWritesNothingOutsideIt() async throws {
    let sandbox = try Sandbox.make()
    defer { sandbox.remove() }
    try await APIServer.with { server in
      // when
      let result = try await run(
        [
          "run", "--state-dir", sandbox.stateDirectory.path, "--base-url",
          server.baseURL.absoluteString, "--json",
        ], in: sandbox)
      // then: the store, and nothing else anywhere
      #expect(result.status == 0, "\(result.stderr)")
      let written = sandbox.writtenPaths()
      #expect(written.contains("chosen-state/matchmaking.sqlite"))
      #expect(written.filter { !$0.hasPrefix("chosen-state") } == [])
    }
  }

  @Test func test_whenARunKeepsStateInTheDefaultFolder_thenItWritesNothingOutsideIt()
    async throws
  {
    let sandbox = try Sandbox.make()
    defer { sandbox.remove() }
    try await APIServer.with { server in
      // when
      let result = try await run(
        ["run", "--base-url", server.baseURL.absoluteString, "--json"], in: sandbox)
      // then: the store in XDG_STATE_HOME/matchmaking-demo, and nothing else anywhere
      #expect(result.status == 0, "\(result.stderr)")
      let written = sandbox.writtenPaths()
      #expect(written.contains("state-home/matchmaking-demo/matchmaking.sqlite"))
      #expect(written.filter { !$0.hasPrefix("state-home/matchmaking-demo") } == [])
    }
  }
}
