import Foundation
import Testing

/// The built `matchmaking-demo` with a standard input the test writes as it goes: it can wait
/// for an answer to appear on standard output before changing the server and typing on — what a
/// person at the prompt does. Waiting is on the output itself (a condition signalled by the
/// reader), bounded by a generous limit; never a sleep.
final class InteractiveDemo: @unchecked Sendable {  // `output` is guarded by `condition`
  private let process = Process()
  private let input = Pipe()
  private let outputPipe = Pipe()
  private let errorPipe = Pipe()
  private let condition = NSCondition()
  private var output = Data()
  private var ended = false
  private var errors: ErrorsReader?

  init(_ arguments: [String]) throws {
    process.executableURL = try DemoProcess.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    // A state folder of its own (see `DemoProcess`); the operating system's temporary
    // folder cleaning removes it.
    environment["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-state-\(UUID().uuidString)").path
    process.environment = environment
    process.standardInput = input
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    errors = ErrorsReader(errorPipe.fileHandleForReading)
    let handle = outputPipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        condition.lock()
        if chunk.isEmpty { ended = true } else { output.append(chunk) }
        condition.broadcast()
        condition.unlock()
        if chunk.isEmpty { return }
      }
    }
  }

  /// Types `lines`, each followed by a newline.
  func type(_ lines: String...) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Waits until standard output holds `text` `count` times; `false` if the program ended or
  /// 30 seconds passed first.
  func waitForOutput(_ text: String, count: Int = 1) async -> Bool {
    await OwnThread.run { [self] in
      let limit = Date(timeIntervalSinceNow: 30)
      condition.lock()
      defer { condition.unlock() }
      while String(decoding: output, as: UTF8.self).components(separatedBy: text).count <= count {
        guard !ended, condition.wait(until: limit) else { return false }
      }
      return true
    }
  }

  /// What standard output holds now.
  var outputSoFar: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: output, as: UTF8.self)
  }

  /// Closes standard input and waits for the program to end; its status and whole output.
  func finish() async throws -> DemoProcess.Result {
    try input.fileHandleForWriting.close()
    let errors = self.errors
    return await OwnThread.run { [self] in
      let errorData = errors?.wait() ?? Data()
      process.waitUntilExit()
      condition.lock()
      while !ended { condition.wait() }
      let outputData = output
      condition.unlock()
      return DemoProcess.Result(
        status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData, as: UTF8.self), stdoutBytes: outputData)
    }
  }
}
