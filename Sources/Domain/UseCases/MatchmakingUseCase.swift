import CleanReactive

/// Looks players up, starts matches and ends them: fire-and-forget methods whose results and
/// failures arrive on relays.
///
/// Error contract (the heart of the product): each failed request yields exactly one event —
/// `.duplicatedUsers` on `duplicatedUserIds`, every other failure (401, 404, 5xx, other status,
/// decoding, transport, and any non-`APIError` error) on `networkError` — and a cancellation
/// yields none (see `MatchmakingErrorRoute`). (A 401 also clears the session, in the Data
/// layer.) Relays never error
/// or complete, so a failure never ends a subscriber's stream.
///
/// Threading: methods may be called from any thread; relay events arrive on the thread the
/// repository answers on (a ViewModel moves them to main with `Driver`/`Signal`).
/// Lifetime: in-flight requests are cancelled when the use case is deallocated.
public protocol MatchmakingUseCase: AnyObject, Sendable {
  /// Event: the user loaded by `getUserInfo(id:)`.
  var userInfo: PublishRelay<User> { get }
  /// Event: the match started by `startMatch(userIds:)`.
  var matchStarted: PublishRelay<Match> { get }
  /// Event: the id of the match ended by `endMatch(id:)`.
  var matchEnded: PublishRelay<Int> { get }
  /// Event: the generic failure of any request (everything but duplicated users).
  var networkError: PublishRelay<APIError> { get }
  /// Event: the ids the server reported as duplicated when starting a match.
  var duplicatedUserIds: PublishRelay<[Int]> { get }
  /// State: `true` while any request of this use case is in flight; emits on changes, starting
  /// with the current value.
  var isLoading: Observable<Bool> { get }

  /// Loads the user with `id`; the result arrives on `userInfo` or an error relay.
  func getUserInfo(id: Int)
  /// Starts a match of `userIds` (the server wants two or more distinct, free players); the
  /// result arrives on `matchStarted` or an error relay.
  func startMatch(userIds: [Int])
  /// Ends the match with `id`, freeing its players; the id arrives on `matchEnded`, or the
  /// failure on `networkError` (an unknown or already ended match is `.notFound`).
  func endMatch(id: Int)
}
