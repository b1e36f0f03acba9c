import CleanData
import CleanPrimitives
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Wraps a real session: signals when each request starts and records what it threw, so a
/// test can cancel a request that is really in flight and see URLSession's own error.
/// Thread-safe.
public final class SpyNetworkSession: NetworkSession {
  private let wrapped: any NetworkSession
  private let thrown = Locked<[any Error]>([])
  private let started: AsyncStream<Void>.Continuation
  /// Yields once each time a request starts.
  public let requestsStarted: AsyncStream<Void>

  /// Spies on `wrapped`, which does the real work.
  public init(wrapping wrapped: any NetworkSession) {
    self.wrapped = wrapped
    (requestsStarted, started) = AsyncStream.makeStream(of: Void.self)
  }

  /// What the wrapped session threw, in order.
  public var errors: [any Error] { thrown.withLock { $0 } }

  /// Signals the start, forwards to the wrapped session, records what it throws.
  public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    started.yield()
    do {
      return try await wrapped.data(for: request)
    } catch {
      thrown.withLock { $0.append(error) }
      throw error
    }
  }
}
