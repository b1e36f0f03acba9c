import CleanReactive

/// Searches players by nickname, one page at a time, cache then network.
///
/// Stateless: each call is one read, so a ViewModel can switch to the latest query with
/// `flatMapLatest` over `RequestSplit<Never>.perform(_:)` (disposing the read cancels the
/// request). Accumulating pages is the pure `PagedResults` (`requesting(_:)` when a request
/// is sent, `applying(_:for:)` when its page arrives).
///
/// Each read emits at most two pages: a stored copy of the page (source `.cache`) at once when
/// there is one, then the server's answer (source `.network`), which replaces the copy. A use
/// case built without a cache emits the server's answer only.
///
/// Error contract: the read fails with `RequestFailure<Never>.network` of the repository's
/// `APIError`, after any stored copy (a 401 clears the session in the Data layer, which knows the
/// token the request carried): a search has no error of its own, so its type says `Never`, and
/// only a consumer of `Never` — `PagedList<String, User, Never>(fetch:)`, a
/// `RequestSplit<Never>` — takes it.
/// Threading: the stored copy arrives on the subscribing thread, the answer on the
/// repository's thread.
public protocol PlayerSearchUseCase: Sendable {
  /// One page of players whose nickname matches `request.query`: the stored copy, if any, then
  /// the server's answer.
  func search(_ request: PlayerSearchRequest) -> SourcedRequest<Page<User>, Never>
}
