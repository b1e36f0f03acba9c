import CleanDomain

/// Runs `body` and returns its typed `RequestFailure`, or `nil` if it succeeded.
func requestFailure<DomainError>(
  _ body: () async throws(RequestFailure<DomainError>) -> Void
) async -> RequestFailure<DomainError>? {
  do {
    try await body()
    return nil
  } catch {
    return error
  }
}
