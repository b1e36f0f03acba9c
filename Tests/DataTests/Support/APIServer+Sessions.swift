import CleanData
import CleanDomain
import Foundation

/// The fixture server's session knobs (`/debug/auth/*`), sent through the Data layer itself.
extension APIServer {
  struct AuthStats: Decodable, Sendable {
    let refreshCalls: Int
    let accessTokens: [String]
    let refreshTokens: [String]
    let issued: [String]
  }

  private var plain: DefaultDataTransferService {
    DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: try! NetworkConfiguration(baseURL: baseURL), retryPolicy: .never))
  }

  /// `POST /debug/auth/control` with `settings` (see the fixture's documentation).
  func authControl(_ settings: [String: Any]) async throws {
    let body = try JSONSerialization.data(withJSONObject: settings)
    try await plain.request(
      Endpoint<Void>(method: .post, pathSegments: ["debug", "auth", "control"], body: body))
  }

  /// `GET /debug/auth/stats`.
  func authStats() async throws -> AuthStats {
    try await plain.request(
      Endpoint<AuthStats>(method: .get, pathSegments: ["debug", "auth", "stats"]))
  }

  /// `POST /debug/fail-next`: the next `count` API requests answer `status`.
  func failNext(status: Int, count: Int) async throws {
    let body = Data(#"{"status": \#(status), "count": \#(count)}"#.utf8)
    try await plain.request(
      Endpoint<Void>(method: .post, pathSegments: ["debug", "fail-next"], body: body))
  }
}
