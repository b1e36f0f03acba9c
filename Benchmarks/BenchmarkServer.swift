import Foundation

/// The Python fixture API server (Sources/DataTesting/Resources/api_server.py) on a free loopback
/// port, for the network benchmarks. Found relative to this source file.
final class BenchmarkServer {
  let baseURL: URL
  private let process: Process
  private let stdin: Pipe

  init() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/DataTesting/Resources/api_server.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"]
    let stdout = Pipe()
    stdin = Pipe()
    process.standardOutput = stdout
    process.standardInput = stdin
    try process.run()
    var bytes = Data()
    while !bytes.contains(UInt8(ascii: "\n")) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      bytes.append(chunk)
    }
    let line = String(decoding: bytes, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw ServerError.noPort(line)
    }
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  func stop() {
    try? stdin.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  enum ServerError: Error { case noPort(String) }
}
