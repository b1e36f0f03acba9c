import Foundation
import Testing

/// The Data layer's loopback test server (`Tests/DataTests/Fixtures/api_server.py`), started on
/// a free port. It exits when its standard input closes (`stop()`, or this process ending).
/// Start it with `start()`: the blocking wait for its port runs on a dispatch thread, never on
/// the tests' cooperative pool.
final class FixtureServer: @unchecked Sendable {
  let baseURL: String
  private let process: Process
  private let input: Pipe

  static func start() async throws -> FixtureServer {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Result { try FixtureServer() })
      }
    }
  }

  private init() throws {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("DataTests/Fixtures/api_server.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"]
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // The first line is the port; reading it blocks until the server listens.
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
      byte != Data("\n".utf8)
    {
      line.append(byte)
    }
    let port = try #require(Int(String(decoding: line, as: UTF8.self)), "server printed no port")
    baseURL = "http://127.0.0.1:\(port)"
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
