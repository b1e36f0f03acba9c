import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the `StoreTorture` executable (Sources/StoreTorture), which writes through CleanStore
/// in a process of its own. Blocking reads run on dispatch threads, never on the tests'
/// cooperative pool.
enum TortureProcess {
  struct Result: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Standard output's lines.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// The executable, next to the test bundle in the build products directory.
  static var executable: URL {
    get throws {
      var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      while directory.pathComponents.count > 1
        && !FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("StoreTorture").path)
      {
        directory.deleteLastPathComponent()
      }
      let candidate = directory.appendingPathComponent("StoreTorture")
      try #require(
        FileManager.default.isExecutableFile(atPath: candidate.path),
        "build it first: swift build --product StoreTorture")
      return candidate
    }
  }

  /// Runs the executable with `arguments` to its end.
  static func run(_ arguments: [String]) async throws -> Result {
    let executable = try executable
    return try await OwnThread.run {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
      let errorsRead = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var errorBytes = Data()
      Thread.detachNewThread {
        errorBytes = stderr.fileHandleForReading.readDataToEndOfFile()
        errorsRead.signal()
      }
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      errorsRead.wait()
      return Result(
        status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
        stderr: String(decoding: errorBytes, as: UTF8.self))
    }
  }

  /// Starts `burst FILE count`, reads the ids it reports committed until `killAfter` of them,
  /// then kills it with SIGKILL mid-burst, and returns every id it reported (a line cut by the
  /// kill is not a report).
  static func burstKilled(file: URL, count: Int, killAfter: Int) async throws -> (
    reported: [Int], signal: Int32
  ) {
    let executable = try executable
    return try await OwnThread.run {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["burst", file.path, "\(count)"]
      let stdout = Pipe()
      process.standardOutput = stdout
      process.standardError = FileHandle.nullDevice
      try process.run()
      var buffer = Data()
      var killed = false
      while true {
        let chunk = stdout.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        if !killed, buffer.filter({ $0 == UInt8(ascii: "\n") }).count >= killAfter {
          kill(process.processIdentifier, SIGKILL)
          killed = true
        }
      }
      process.waitUntilExit()
      let complete = buffer.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        .dropLast(buffer.last == UInt8(ascii: "\n") ? 0 : 1)
      let reported = complete.compactMap { Int(String(decoding: $0, as: UTF8.self)) }
      let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : 0
      return (reported, signal)
    }
  }
}
