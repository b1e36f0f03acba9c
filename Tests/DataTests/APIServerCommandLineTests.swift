import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if os(macOS) || os(Linux)
  /// `scripts/api-server`, the loopback server started by hand as an app's manual or end-to-end
  /// run starts it: a routes file in `APIServer.with(routes:)`'s format, `--port 0`, the port on
  /// the first line of stdout; a bad routes file is refused on stderr with exit status 2.
  /// A child process and one of its pipes, handed to a thread of its own (`Process` is not
  /// `Sendable`; the thread is the only one that touches them until it resumes the test).
  private final class Child: @unchecked Sendable {
    let process: Process
    let pipe: FileHandle

    init(process: Process, pipe: FileHandle) {
      self.process = process
      self.pipe = pipe
    }
  }

  @Suite("Integration: the loopback server run from the command line")
  struct APIServerCommandLineTests {
    private static let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/api-server")

    private static func routesFile(_ json: String) throws -> URL {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("api-server-routes-\(UUID().uuidString).json")
      try Data(json.utf8).write(to: url)
      return url
    }

    /// The script started with `arguments`, its stdout and stderr piped.
    private static func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
      let process = Process()
      process.executableURL = script
      process.arguments = arguments
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      return (process, output, errors)
    }

    /// Runs blocking `work` (reading a pipe, waiting for an exit) on a thread of its own, so no
    /// thread of the concurrency pool is held.
    private static func onOwnThread<T: Sendable>(
      _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
      try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
      }
    }

    /// The port the started server prints on its first line of stdout (0 if it printed none).
    private static func port(of output: Pipe, process: Process) async throws -> Int {
      let stdout = Child(process: process, pipe: output.fileHandleForReading)
      return try await Self.onOwnThread { () throws -> Int in
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
          let chunk = stdout.pipe.availableData
          if chunk.isEmpty { break }
          line.append(chunk)
        }
        return Int(String(decoding: line, as: UTF8.self).split(separator: "\n").first ?? "") ?? 0
      }
    }

    @Test func test_whenStartedWithARoutesFile_thenItAnswersTheRoute() async throws {
      // given: a routes file, written by hand
      let routes = try Self.routesFile(
        #"""
        [{"method": "GET", "path": "/leaderboards/{id}",
          "answer": {"status": 200, "envelope": {"message": "ok", "data": "{\"id\": \"{id}\"}"}}}]
        """#)
      defer { try? FileManager.default.removeItem(at: routes) }
      // when: started from the command line on any free port, and the route is requested
      let (process, output, _) = try Self.start(["--port", "0", "--routes", routes.path])
      defer { kill(process.processIdentifier, SIGKILL) }
      let port = try await Self.port(of: output, process: process)
      try #require(port > 0)
      let url = try #require(URL(string: "http://127.0.0.1:\(port)/leaderboards/7"))
      let (body, response) = try await URLSession(configuration: .ephemeral).data(from: url)
      // then: the route's envelope, with the segment filled in
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
      #expect((json?["data"] as? [String: Any])?["id"] as? String == "7")
      #expect(json?["message"] as? String == "ok")
    }

    @Test func test_whenARoutesFileAnswersEmpty_thenThe201HasNoBodyAndNoContentType() async throws {
      // given: the format `--help` documents for an answer with no body
      let routes = try Self.routesFile(
        #"""
        [{"method": "POST", "path": "/reports/{id}/flags",
          "answer": {"status": 201, "headers": {"Location": "/flags/1"}, "empty": {}}}]
        """#)
      defer { try? FileManager.default.removeItem(at: routes) }
      // when
      let (process, output, _) = try Self.start(["--port", "0", "--routes", routes.path])
      defer { kill(process.processIdentifier, SIGKILL) }
      let port = try await Self.port(of: output, process: process)
      try #require(port > 0)
      var request = URLRequest(
        url: try #require(URL(string: "http://127.0.0.1:\(port)/reports/3/flags")))
      request.httpMethod = "POST"
      let (body, response) = try await URLSession(configuration: .ephemeral).data(for: request)
      // then
      let http = try #require(response as? HTTPURLResponse)
      #expect(http.statusCode == 201)
      #expect(http.value(forHTTPHeaderField: "Location") == "/flags/1")
      #expect(http.value(forHTTPHeaderField: "Content-Type") == nil)
      #expect(body.isEmpty)
    }

    @Test(
      arguments: [
        // a route on a reserved path
        (
          #"[{"method": "GET", "path": "/debug/mine", "answer": {"status": 200, "raw": {}}}]"#,
          "reserved"
        ),
        // an empty answer that is not {}
        (
          #"[{"method": "POST", "path": "/a", "answer": {"status": 201, "empty": "none"}}]"#,
          #"an "empty" answer is {}"#
        ),
      ])
    func test_whenTheRoutesFileIsBad_thenItExitsWithStatus2AndSaysWhyOnStderr(
      file: String, why: String
    ) async throws {
      // given
      let routes = try Self.routesFile(file)
      defer { try? FileManager.default.removeItem(at: routes) }
      // when
      let (process, _, errors) = try Self.start(["--port", "0", "--routes", routes.path])
      let child = Child(process: process, pipe: errors.fileHandleForReading)
      let (status, message) = try await Self.onOwnThread { () throws -> (Int32, String) in
        // A bound only a hang reaches: a server that accepted the file would serve for ever.
        let watchdog = Thread {
          Thread.sleep(forTimeInterval: 60)
          if child.process.isRunning { kill(child.process.processIdentifier, SIGKILL) }
        }
        watchdog.start()
        let text = String(decoding: child.pipe.readDataToEndOfFile(), as: UTF8.self)
        child.process.waitUntilExit()
        return (child.process.terminationStatus, text)
      }
      // then
      #expect(status == 2)
      #expect(message.contains("route 0") && message.contains(why))
    }
  }
#endif
