import Foundation

/// The Python fixture server (`Fixtures/api_server.py`, implementing docs/API.md) on a free
/// loopback port, started and stopped by the test that uses it.
///
/// Use `APIServer.with { server in … }`: the server is stopped when the body returns or throws,
/// and it also exits by itself if this test process dies (it watches its stdin).
final class APIServer: @unchecked Sendable {  // `Process` is not Sendable; fields are immutable.
  let port: Int
  let baseURL: URL
  private let process: Process
  private let stdin: Pipe

  private init(port: Int, process: Process, stdin: Pipe) {
    self.port = port
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    self.process = process
    self.stdin = stdin
  }

  /// Starts a server, runs `body` with it, and stops it.
  static func with<T>(_ body: (APIServer) async throws -> T) async throws -> T {
    let server = try await start()
    defer { server.stop() }
    return try await body(server)
  }

  /// The fixture script, from the test bundle's resources (or next to this file's target).
  static var scriptURL: URL {
    if let url = Bundle.module.url(
      forResource: "api_server", withExtension: "py", subdirectory: "Fixtures")
    {
      return url
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/api_server.py")
  }

  static func start() async throws -> APIServer {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL.path, "--port", "0", "--exit-on-stdin-eof"]
    let stdout = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardInput = stdin
    try process.run()
    let line = await readFirstLine(of: stdout.fileHandleForReading)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), port > 0 else {
      process.terminate()
      throw ServerError.noPort(line)
    }
    return APIServer(port: port, process: process, stdin: stdin)
  }

  func stop() {
    try? stdin.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  enum ServerError: Error { case noPort(String) }

  /// Reads up to the first newline on a background thread (a blocking read must not hold a
  /// thread of the cooperative pool).
  private static func readFirstLine(of handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
        }
        continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
      }
    }
  }
}
