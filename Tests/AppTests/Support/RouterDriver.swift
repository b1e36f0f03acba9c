import Foundation

@testable import CleanDemo

/// Sends requests to a fresh `BackendRouter` and reads its envelopes, for the router tests.
struct RouterDriver {
  let router = BackendRouter()

  func send(
    _ method: String, _ path: [String], query: [String: String] = [:], token: String? = nil,
    idempotencyKey: String? = nil, json: String? = nil
  ) -> (status: Int, envelope: [String: Any]?) {
    let response = router.respond(
      to: BackendRequest(
        method: method, pathSegments: path, query: query, bearerToken: token,
        idempotencyKey: idempotencyKey, body: json.map { Data($0.utf8) }))
    let envelope = response.body.flatMap {
      try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
    }
    return (response.status, envelope)
  }

  /// Logs `nickname` in and returns the issued token.
  func token(for nickname: String = "alice") -> String? {
    let (_, envelope) = send(
      "POST", ["auth", "login"], json: #"{"nickname":"\#(nickname)","password":"secret"}"#)
    return (envelope?["data"] as? [String: Any])?["token"] as? String
  }
}
