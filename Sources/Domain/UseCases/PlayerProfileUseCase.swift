import CleanReactive

/// Reads one player's profile, cache then network.
///
/// Stateless: each call is one read, so a ViewModel can reload with `flatMapLatest` over
/// `RequestSplit<Never>.perform(_:)` (disposing the read cancels the request). Each read emits
/// at most two values: a stored copy (source `.cache`) at once when there is one, then the
/// server's answer (source `.network`). A use case built without a cache emits the answer only.
///
/// Error contract: the read fails with the repository's `APIError` (`.notFound` when there is
/// no such player), after any stored copy. Threading: the stored copy arrives on the
/// subscribing thread, the answer on the repository's thread.
public protocol PlayerProfileUseCase: Sendable {
  /// The player with `id`: the stored copy, if any, then the server's answer.
  func player(id: Int) -> Observable<Sourced<User>>
}
