import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// A real HTTP server on loopback that implements the matchmaking API (`api_server.py`, shipped
  /// as this module's resource; it needs `python3`), on a free port the server picks itself, so
  /// parallel tests never race for a port. Started and stopped by the test that uses it.
  ///
  /// Besides the API it answers `?delay=SECONDS` on any request and `GET /debug/status/N`, so a
  /// test can provoke a timeout or any status over a real socket. It logs in `alice`/`secret`.
  ///
  /// An importer adds their own endpoints with ``Route``s (`APIServer.with(routes:_:)`): each
  /// answers with the API's envelope or a raw body, and may require the server's access token, so
  /// login, refresh and the envelope come for free.
  ///
  /// Use `APIServer.with { server in … }`: the server is stopped when the body returns or throws,
  /// and it also exits by itself if this test process dies (it watches its stdin). The body runs
  /// on the caller's actor (every `with` is `nonisolated(nonsending)`), so a `@MainActor` test
  /// passes a body that uses main-actor state, and nothing it captures needs to be `Sendable`.
  ///
  /// Threading: every method may be called from any task or thread; the blocking work (spawning
  /// the process, reading its port, waiting for its exit) runs on a thread of its own — never on
  /// the cooperative pool, nor on a Dispatch thread, which on Linux is drawn from the same pool as
  /// Swift concurrency's executor. Errors: `start`/`with` throw ``ServerError`` when the script
  /// does not come up and ``RouteError`` for a route it cannot serve, before any process is
  /// spawned.
  // `Process` is not `Sendable`; every field is immutable.
  public final class APIServer: @unchecked Sendable {
    /// The loopback port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>` (`http://[::1]:<port>` for a server started on `::1`).
    public let baseURL: URL
    private let process: Process
    private let stdin: Pipe

    private init(host: String, port: Int, process: Process, stdin: Pipe) {
      self.port = port
      let authority = host.contains(":") ? "[\(host)]" : host
      self.baseURL = URL(string: "http://\(authority):\(port)")!
      self.process = process
      self.stdin = stdin
    }

    /// Starts a server, runs `body` with it — on the caller's actor — and stops it.
    public nonisolated(nonsending) static func with<T>(_ body: (APIServer) async throws -> T)
      async throws -> T
    {
      try await with(host: "127.0.0.1", body)
    }

    /// Starts a server that also answers `routes` (see ``Route``), runs `body` with it, and stops
    /// it. Throws ``RouteError`` for a route the server cannot serve, before starting anything.
    public nonisolated(nonsending) static func with<T>(
      routes: [Route], _ body: (APIServer) async throws -> T
    ) async throws
      -> T
    {
      try await with(host: "127.0.0.1", routes: routes, body)
    }

    /// Starts a server listening on `host` — an IPv4 address, or an IPv6 address such as `::1`
    /// (throws `ServerError.noPort` when the machine cannot listen there) — runs `body` with it,
    /// and stops it.
    public nonisolated(nonsending) static func with<T>(
      host: String, _ body: (APIServer) async throws -> T
    ) async throws
      -> T
    {
      try await with(host: host, routes: [], body)
    }

    /// Starts a server listening on `host` that also answers `routes`, runs `body` with it, and
    /// stops it. Threading: `body` runs on the caller's actor (from nonisolated code, on the
    /// caller's executor); starting and stopping the server block a thread of their own, never
    /// the caller's.
    public nonisolated(nonsending) static func with<T>(
      host: String, routes: [Route], _ body: (APIServer) async throws -> T
    ) async throws -> T {
      let server = try await OwnThread.run { try startBlocking(host: host, routes: routes) }
      do {
        let result = try await body(server)
        await server.stop()
        return result
      } catch {
        await server.stop()
        throw error
      }
    }

    /// The server script: this module's resource, or — when the resource bundle is not next to
    /// the test binary — the file in the source tree.
    public static var scriptURL: URL {
      if let url = Bundle.module.url(forResource: "api_server", withExtension: "py") {
        return url
      }
      return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/api_server.py")
    }

    /// Starts the server. The blocking work (spawning, reading the port) runs on a thread of its
    /// own, so parallel tests do not starve the cooperative thread pool.
    public static func start() async throws -> APIServer {
      try await start(routes: [])
    }

    /// Starts a server that also answers `routes` (see ``Route``); stop it with ``stop()``.
    /// Throws ``RouteError`` for a route the server cannot serve, before starting anything.
    public static func start(routes: [Route]) async throws -> APIServer {
      try await OwnThread.run { try startBlocking(host: "127.0.0.1", routes: routes) }
    }

    /// Stops the server and waits for it to exit, on a thread of its own (off the cooperative pool).
    public func stop() async {
      await OwnThread.run { self.stopBlocking() }
    }

    private static func startBlocking(host: String, routes: [Route]) throws -> APIServer {
      // The script reads the file before it prints its port, so it can go once the port is read.
      let routeFile = try RouteFile.write(routes)
      defer { routeFile.map { try? FileManager.default.removeItem(at: $0) } }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["python3", scriptURL.path, "--host", host, "--port", "0", "--exit-on-stdin-eof"]
        + (routeFile.map { ["--routes", $0.path] } ?? [])
      let stdout = Pipe()
      let stdin = Pipe()
      process.standardOutput = stdout
      process.standardInput = stdin
      try process.run()
      let line = readFirstLine(of: stdout.fileHandleForReading)
      guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), port > 0 else {
        process.terminate()
        throw ServerError.noPort(line)
      }
      return APIServer(host: host, port: port, process: process, stdin: stdin)
    }

    private func stopBlocking() {
      try? stdin.fileHandleForWriting.close()
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }

    /// The script started but did not print its port (e.g. `python3` is missing).
    public enum ServerError: Error {
      /// The script's first line, which should have been the port.
      case noPort(String)
    }

    /// Reads up to the first newline (blocking).
    private static func readFirstLine(of handle: FileHandle) -> String {
      var bytes = Data()
      while !bytes.contains(UInt8(ascii: "\n")) {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
#endif
