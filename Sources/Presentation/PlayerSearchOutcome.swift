import Domain

/// How one search request ended, as a value: the error-survival idiom (a failure becomes an
/// element inside `flatMapLatest`, so it never reaches, and never ends, the trigger stream).
enum PlayerSearchOutcome: Sendable {
  case loaded(UserPage, for: PlayerSearchRequest)
  case failed(APIError)
}
