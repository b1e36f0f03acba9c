import CleanReactive

/// Searches players by nickname, one page at a time.
///
/// Stateless: each call is one request, so a ViewModel can switch to the latest query with
/// `flatMapLatest` over `RequestSplit<Never>.perform(_:)` (disposing the `Single` cancels the
/// request). Accumulating pages is the pure `PagedResults` (`requesting(_:)` when a request
/// is sent, `applying(_:for:)` when its page arrives).
///
/// Error contract: the single fails with the repository's `APIError` (a 401 clears the
/// session in the Data layer, which knows the token the request carried); classify it with
/// `RequestFailure<Never>(classifying:)` or a `RequestSplit<Never>`.
/// Threading: results arrive on the repository's thread.
public protocol PlayerSearchUseCase: Sendable {
  /// One page of players whose nickname matches `request.query`.
  func search(_ request: PlayerSearchRequest) -> Single<Page<User>>
}
