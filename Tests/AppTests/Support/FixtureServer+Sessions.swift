import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fixture server's test knobs, for the end-to-end tests of sessions and retries.
extension FixtureServer {
  /// `POST /debug/auth/control` (expire tokens, reject refreshes, leak tokens in messages, …).
  func authControl(_ settings: [String: Any]) async throws {
    _ = try await send("POST", "debug/auth/control", settings)
  }

  /// `POST /debug/fail-next`: the next `count` API requests answer `status`.
  func failNext(status: Int, count: Int) async throws {
    _ = try await send("POST", "debug/fail-next", ["status": status, "count": count])
  }

  /// Every access and refresh token the server ever issued.
  func issuedTokens() async throws -> [String] {
    let envelope = try await send("GET", "debug/auth/stats", nil)
    return (envelope["data"] as? [String: Any])?["issued"] as? [String] ?? []
  }

  /// How many refresh requests the server received.
  func refreshCalls() async throws -> Int {
    let envelope = try await send("GET", "debug/auth/stats", nil)
    return (envelope["data"] as? [String: Any])?["refreshCalls"] as? Int ?? -1
  }

  private func send(_ method: String, _ path: String, _ body: [String: Any]?) async throws
    -> [String: Any]
  {
    var request = URLRequest(url: URL(string: "\(baseURL)/\(path)")!)
    request.httpMethod = method
    if let body {
      request.httpBody = try JSONSerialization.data(withJSONObject: body)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, _) = try await URLSession.shared.data(for: request)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}
