import CleanPrimitives
import Foundation

@testable import CleanData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `NetworkSession` that answers the n-th request (0-based) with `script(n, request)`: a
/// response with headers, or a thrown transport error — never both, as URLSession. Records
/// every request.
final class ScriptedNetworkSession: NetworkSession {
  enum Answer: Sendable {
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
    case fail(URLError.Code)
  }

  private let script: @Sendable (Int, URLRequest) -> Answer
  private let recorded = Locked<[URLRequest]>([])
  private let onRequest: @Sendable () -> Void

  init(
    onRequest: @escaping @Sendable () -> Void = {},
    _ script: @escaping @Sendable (Int, URLRequest) -> Answer
  ) {
    self.script = script
    self.onRequest = onRequest
  }

  /// Answers the requests in order with `answers`; the last one repeats.
  convenience init(
    onRequest: @escaping @Sendable () -> Void = {}, answers: [Answer]
  ) {
    self.init(onRequest: onRequest) { index, _ in answers[min(index, answers.count - 1)] }
  }

  var requests: [URLRequest] { recorded.withLock { $0 } }

  /// The requests whose path ends with `suffix`.
  func requests(to suffix: String) -> [URLRequest] {
    requests.filter { $0.url?.path.hasSuffix(suffix) == true }
  }

  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let index = recorded.withLock { requests in
      requests.append(request)
      return requests.count - 1
    }
    onRequest()
    switch script(index, request) {
    case .respond(let status, let headers, let body):
      var fields = ["Content-Type": "application/json"]
      fields.merge(headers) { _, new in new }
      let response = HTTPURLResponse(
        url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!
      return (body, response)
    case .fail(let code):
      throw URLError(code)
    }
  }
}
