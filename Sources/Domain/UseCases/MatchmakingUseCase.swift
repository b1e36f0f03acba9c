import CleanReactive

/// Looks players up, starts matches and ends them: fire-and-forget methods whose results and
/// failures arrive on read-only streams.
///
/// Error contract (the heart of the product): each failed request yields exactly one event —
/// `MatchmakingError.duplicatedUsers` on `duplicatedUserIds`, every other failure (401, 404,
/// 5xx, other status, decoding, transport, and any error of an unexpected type) on
/// `networkError` — and a cancellation yields none (the split is `RequestSplit`). (A 401 also
/// clears the session, in the Data layer.) The streams are `Infallible`: they never fail (a
/// failure is an element of `networkError` or `duplicatedUserIds`) and never complete, so a
/// subscriber writes no error handling and a failure never ends its stream.
///
/// Threading: methods may be called from any thread; events arrive on the thread the
/// repository answers on (a ViewModel moves them to main with `Driver`/`Signal`), each result
/// after `isLoading` has gone down for its request.
/// Lifetime: in-flight requests are cancelled when the use case is deallocated.
public protocol MatchmakingUseCase: AnyObject, Sendable {
  /// Event: the user loaded by `getUserInfo(id:)`.
  var userInfo: Infallible<User> { get }
  /// Event: the match started by `startMatch(userIds:)`.
  var matchStarted: Infallible<Match> { get }
  /// Event: the id of the match ended by `endMatch(id:)`.
  var matchEnded: Infallible<Int> { get }
  /// Event: the generic failure of any request (everything but duplicated users).
  var networkError: Infallible<APIError> { get }
  /// Event: the ids the server reported as duplicated when starting a match (distinct,
  /// ascending).
  var duplicatedUserIds: Infallible<[Int]> { get }
  /// State: `true` while any request of this use case is in flight; emits on changes, starting
  /// with the current value.
  var isLoading: Infallible<Bool> { get }

  /// Loads the user with `id`; the result arrives on `userInfo` or an error stream.
  func getUserInfo(id: Int)
  /// Starts a match of `userIds` (the server wants two or more distinct, free players); the
  /// result arrives on `matchStarted` or an error stream.
  func startMatch(userIds: [Int])
  /// Ends the match with `id`, freeing its players; the id arrives on `matchEnded`, or the
  /// failure on `networkError` (an unknown or already ended match is `.notFound`).
  func endMatch(id: Int)
}
