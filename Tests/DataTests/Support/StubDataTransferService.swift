import CleanData
import CleanDomain
import CleanReactive
import Foundation
import Synchronization

/// A `DataTransferService` double for repository tests: records each endpoint and answers with
/// a body run through the endpoint's own `decode`, or with an `APIError`, or hangs until the
/// calling task is cancelled (and records that it was).
final class StubDataTransferService: DataTransferService {
  enum Answer: Sendable {
    case body(Data)
    case failure(APIError)
    case hangUntilCancelled
  }

  struct Call: Sendable {
    let method: HTTPMethod
    let pathSegments: [String]
    let queryItems: [URLQueryItem]
    let body: Data?
    let requiresAuthorization: Bool
  }

  private let answer: Answer
  private let state = Mutex<(calls: [Call], cancellations: Int)>(([], 0))
  private let started: AsyncStream<Void>.Continuation
  private let cancelled: AsyncStream<Void>.Continuation
  private let cancelledStream: AsyncStream<Void>
  let requestsStarted: AsyncStream<Void>

  init(_ answer: Answer) {
    self.answer = answer
    (requestsStarted, started) = AsyncStream.makeStream(of: Void.self)
    (cancelledStream, cancelled) = AsyncStream.makeStream(of: Void.self)
  }

  /// Returns once `count` requests have seen their task cancelled (call it once per test).
  func waitForCancellations(_ count: Int) async {
    var iterator = cancelledStream.makeAsyncIterator()
    for _ in 0..<count { _ = await iterator.next() }
  }

  var calls: [Call] { state.withLock { $0.calls } }
  var cancellations: Int { state.withLock { $0.cancellations } }

  func request<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let call = Call(
      method: endpoint.method, pathSegments: endpoint.pathSegments,
      queryItems: endpoint.queryItems, body: endpoint.body,
      requiresAuthorization: endpoint.requiresAuthorization)
    state.withLock { $0.calls.append(call) }
    started.yield()
    switch answer {
    case .body(let data):
      do { return try endpoint.decode(data) } catch { throw .decoding("\(error)") }
    case .failure(let error):
      throw error
    case .hangUntilCancelled:
      do { try await CancellationGate().wait() as Void } catch {}
      state.withLock { $0.cancellations += 1 }
      cancelled.yield()
      throw .cancelled
    }
  }
}
