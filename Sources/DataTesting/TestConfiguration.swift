import CleanData
import CleanDomain
import CleanReactive
import Foundation

extension NetworkConfiguration {
  /// A configuration for stubbed tests: a fixed base URL and a fixed token.
  public static func stub(token: String? = "t-1") -> NetworkConfiguration {
    // A literal, valid base URL: this cannot throw.
    try! NetworkConfiguration(baseURL: "http://api.test:8080/v1", tokenProvider: { token })
  }
}

extension DefaultDataTransferService {
  /// A data transfer service over `session` with the stub configuration, without retries (these
  /// tests check one attempt's classification), on a `VirtualBackoffClock`: the deadline passes
  /// only on virtual time, so a busy machine never turns an answer into `.transport(.timedOut)`.
  public static func stubbed(_ session: any NetworkSession) -> DefaultDataTransferService {
    DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: .stub(), session: session, retryPolicy: .never,
        clock: VirtualBackoffClock()))
  }
}

/// Runs `body` and returns its typed error, or `nil` if it succeeded. Write the closure's
/// `throws(APIError)` out: Swift infers `throws(any Error)` for a closure, which does not convert.
/// `body` runs on the caller's actor (`nonisolated(nonsending)`): a `@MainActor` test's body may
/// use main-actor state.
///
/// ```swift
/// @Test func test_whenTheServerAnswers404_thenTheErrorIsNotFound() async {
///   let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 404))
///   let error = await apiError { () async throws(APIError) in
///     try await transfer.request(APIEndpoints.user(id: 7))
///   }
///   #expect(error?.kind == .notFound)
/// }
/// ```
public nonisolated(nonsending) func apiError<T>(_ body: () async throws(APIError) -> T) async
  -> APIError?
{
  do {
    _ = try await body()
    return nil
  } catch {
    return error
  }
}
