import Foundation
import Testing

/// Runs the built `matchmaking-demo` executable as a user would, for the end-to-end tests.
enum DemoProcess {
  struct Result: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Standard output exactly as written, for byte-for-byte comparisons.
    let stdoutBytes: Data

    /// Standard output's lines, without the trailing empty one.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Each line of a `--json` run as its JSON object; a line that is not one fails the test.
    func jsonObjects() throws -> [[String: Any]] {
      try lines.map { line in
        try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      }
    }
  }

  /// A state folder for `--state-dir` that does not exist yet (the run creates it); remove it
  /// when done.
  static func newStateFolder(named prefix: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  /// The executable, next to the test bundle in the build products directory.
  static var executable: URL {
    get throws {
      let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      var directory = testBinary.deletingLastPathComponent()
      // On macOS the tests run inside `…/debug/X.xctest/Contents/MacOS/`.
      while directory.pathComponents.count > 1
        && !FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("matchmaking-demo").path)
      {
        directory.deleteLastPathComponent()
      }
      let candidate = directory.appendingPathComponent("matchmaking-demo")
      try #require(
        FileManager.default.isExecutableFile(atPath: candidate.path),
        "build the executable first: swift build --product matchmaking-demo")
      return candidate
    }
  }

  /// Runs the executable with `arguments`, `input` on standard input, `NO_COLOR` unset and
  /// `XDG_STATE_HOME` a new empty folder unless given in `environment`, in `directory` (this
  /// process's own by default). The blocking pipe reads run on threads of their own, never on
  /// the tests' cooperative pool (two slow runs would otherwise starve every other test).
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    directory: URL? = nil
  ) async throws -> Result {
    try await run(
      arguments, inputBytes: Data(input.utf8), environment: environment, directory: directory)
  }

  /// As `run(_:input:environment:directory:)`, with standard input given as bytes (which need
  /// not be UTF-8).
  static func run(
    _ arguments: [String], inputBytes input: Data, environment: [String: String] = [:],
    directory: URL? = nil
  ) async throws -> Result {
    let executable = try executable
    return try await OwnThread.run {
      try runBlocking(
        executable, arguments, input: input, environment: environment, directory: directory)
    }
  }

  private static func runBlocking(
    _ executable: URL, _ arguments: [String], input: Data, environment: [String: String],
    directory: URL?
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var fullEnvironment = ProcessInfo.processInfo.environment
    fullEnvironment["NO_COLOR"] = nil
    // Each run keeps its default state in a folder of its own, removed afterwards: no run reads
    // what another test (or the person running the tests) stored.
    let stateHome = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: stateHome) }
    fullEnvironment["XDG_STATE_HOME"] = stateHome.path
    fullEnvironment.merge(environment) { _, new in new }
    process.environment = fullEnvironment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let errors = ErrorsReader(stderr.fileHandleForReading)
    try stdin.fileHandleForWriting.write(contentsOf: input)
    try stdin.fileHandleForWriting.close()
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
  }
}
