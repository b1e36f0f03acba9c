import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The demo's server, in process: a transport that answers `URLRequest`s the way a server
/// speaking `docs/API.md` would, with real status codes and JSON envelopes, so every response
/// still passes through the Data layer's status classification and decoding.
///
/// Per request: parse the URL (relative to `baseURL`), method, bearer token and body into a
/// `BackendRequest`; wait `latency`; ask the `FaultInjector` whether to fail; otherwise let the
/// `BackendRouter` answer. When the latency reaches the request's `timeoutInterval`, or a
/// timeout fault is injected, it waits for the timeout and throws `URLError(.timedOut)`. A
/// `dropAfterCommit` fault lets the router answer (and commit), then throws
/// `URLError(.networkConnectionLost)`.
///
/// Threading: thread-safe; requests run concurrently on the caller's task. Errors: throws
/// `URLError` (`.timedOut`, `.networkConnectionLost`, `.badURL` for a URL outside `baseURL`),
/// like `URLSession`, and `APIError.cancelled(.notSent)` when the calling task is cancelled
/// while waiting — before the router saw the request, so it took no effect.
final class EmbeddedBackend: NetworkSession {
  /// The base URL the app is configured with; request paths are read relative to it.
  let baseURL: URL
  let router: BackendRouter
  let faults: FaultInjector
  let latency: Duration

  init(
    baseURL: URL, router: BackendRouter = BackendRouter(), faults: FaultInjector = FaultInjector(),
    latency: Duration = .zero
  ) {
    self.baseURL = baseURL
    self.router = router
    self.faults = faults
    self.latency = latency
  }

  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    guard let url = request.url, let backendRequest = backendRequest(from: request, url: url)
    else { throw URLError(.badURL) }
    let timeout = Duration.seconds(request.timeoutInterval > 0 ? request.timeoutInterval : 60)
    if latency >= timeout {
      try await wait(timeout)
      throw URLError(.timedOut)
    }
    try await wait(latency)
    let response: BackendResponse
    switch faults.nextFault() {
    case .timeout?:
      try await wait(timeout - latency)
      throw URLError(.timedOut)
    case .serverError(let status)?:
      response = .envelope(status: status, message: "injected failure")
    case .malformedBody?:
      response = BackendResponse(status: 200, body: Data("<html>not json</html>".utf8))
    case .dropAfterCommit?:
      _ = router.respond(to: backendRequest)
      throw URLError(.networkConnectionLost)
    case nil:
      response = router.respond(to: backendRequest)
    }
    guard
      let http = HTTPURLResponse(
        url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])
    else { throw URLError(.badServerResponse) }
    return (response.body ?? Data(), http)
  }

  /// Reads method, path below `baseURL`, query, token and body; `nil` if `url` is not below it.
  private func backendRequest(from request: URLRequest, url: URL) -> BackendRequest? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return nil
    }
    let basePath = baseURL.path.split(separator: "/", omittingEmptySubsequences: true)
    let rawSegments = components.percentEncodedPath.split(
      separator: "/", omittingEmptySubsequences: true)
    guard url.host == baseURL.host, rawSegments.starts(with: basePath) else { return nil }
    var segments: [String] = []
    for raw in rawSegments.dropFirst(basePath.count) {
      guard let segment = raw.removingPercentEncoding else { return nil }
      segments.append(segment)
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] where query[item.name] == nil {
      query[item.name] = item.value ?? ""
    }
    let authorization = request.value(forHTTPHeaderField: "Authorization")
    let token = authorization.flatMap { header in
      header.hasPrefix("Bearer ") ? String(header.dropFirst("Bearer ".count)) : nil
    }
    return BackendRequest(
      method: request.httpMethod ?? "GET", pathSegments: segments, query: query,
      bearerToken: token,
      idempotencyKey: request.value(forHTTPHeaderField: IdempotencyKey.headerName),
      body: request.httpBody)
  }

  /// Sleeps like a slow network. A cancellation surfaces as `APIError.cancelled(.notSent)`: it
  /// comes before the router sees the request (a timeout's wait comes after none either).
  private func wait(_ duration: Duration) async throws {
    guard duration > .zero else {
      if Task.isCancelled { throw APIError.cancelled(.notSent) }
      return
    }
    do {
      try await Task.sleep(for: duration)
    } catch {
      throw APIError.cancelled(.notSent)
    }
  }
}
