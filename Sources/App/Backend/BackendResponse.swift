import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// What the embedded backend answers: an HTTP status and a body (`nil` for `204 No Content`).
///
/// Threading: an immutable value; use it from anywhere.
struct BackendResponse: Sendable, Equatable {
  let status: Int
  let body: Data?

  init(status: Int, body: Data?) {
    self.status = status
    self.body = body
  }

  /// The `docs/API.md` envelope `{"status", "message", "data"}`; `data` is a JSON-compatible
  /// value (`nil` becomes JSON `null`). A 204 gets no body at all.
  static func envelope(status: Int, message: String, data: Any? = nil) -> BackendResponse {
    guard status != 204 else { return BackendResponse(status: 204, body: nil) }
    let object: [String: Any] = ["status": status, "message": message, "data": data ?? NSNull()]
    let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return BackendResponse(status: status, body: body ?? Data())
  }
}
