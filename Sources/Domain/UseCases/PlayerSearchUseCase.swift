import CleanReactive

/// Searches players by nickname, one page at a time.
///
/// Stateless: each call is one request, so a ViewModel can switch to the latest query with
/// `flatMapLatest` (disposing the `Single` cancels the request). Accumulating pages is the pure
/// `PlayerSearchResults.applying(_:for:)`.
///
/// Error contract: the single fails only with `APIError` (a 401 clears the
/// session in the Data layer, which knows the token the request carried).
/// Threading: results arrive on the repository's thread.
public protocol PlayerSearchUseCase: Sendable {
  /// One page of players whose nickname matches `request.query`.
  func search(_ request: PlayerSearchRequest) -> Single<UserPage>
}
