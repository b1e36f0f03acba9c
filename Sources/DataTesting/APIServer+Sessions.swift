import CleanData
import CleanDomain
import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// The fixture server's session knobs (`/debug/auth/*`), sent through the Data layer itself.
  extension APIServer {
    /// What `GET /debug/auth/stats` reports: refresh calls and the tokens issued so far.
    public struct AuthStats: Decodable, Sendable {
      /// How many `POST /auth/refresh` requests arrived.
      public let refreshCalls: Int
      /// The access tokens that are currently valid.
      public let accessTokens: [String]
      /// The refresh tokens that are currently valid.
      public let refreshTokens: [String]
      /// Every token the server ever issued, for redaction checks.
      public let issued: [String]

      /// Stats with these counts and tokens: for a fake of the server in an importer's tests.
      public init(
        refreshCalls: Int, accessTokens: [String], refreshTokens: [String], issued: [String]
      ) {
        self.refreshCalls = refreshCalls
        self.accessTokens = accessTokens
        self.refreshTokens = refreshTokens
        self.issued = issued
      }
    }

    private var plain: DefaultDataTransferService {
      DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try! NetworkConfiguration(baseURL: baseURL), retryPolicy: .never))
    }

    /// `POST /debug/auth/control` with `settings` (see the fixture's documentation).
    public func authControl(_ settings: [String: Any]) async throws {
      let body = try JSONSerialization.data(withJSONObject: settings)
      try await plain.request(
        Endpoint<Void>(method: .post, pathSegments: ["debug", "auth", "control"], body: body))
    }

    /// `GET /debug/auth/stats`.
    public func authStats() async throws -> AuthStats {
      try await plain.request(
        Endpoint<AuthStats>(
          method: .get, pathSegments: ["debug", "auth", "stats"], response: .envelope()))
    }

    /// `POST /debug/fail-next`: the next `count` API requests answer `status`.
    public func failNext(status: Int, count: Int) async throws {
      let body = Data(#"{"status": \#(status), "count": \#(count)}"#.utf8)
      try await plain.request(
        Endpoint<Void>(method: .post, pathSegments: ["debug", "fail-next"], body: body))
    }
  }
#endif
