extension RequestFailure {
  /// One line a tool can print: the `APIError`'s `summary` for `.network`, the feature's own
  /// error's description for `.domain` (conform it to `CustomStringConvertible` to choose the
  /// words, as `MatchmakingError` does), escaped with `TerminalSanitizer` so it holds no
  /// control character and no newline. Pure; thread-safe.
  public var summary: String {
    switch self {
    case .network(let error): error.summary
    case .domain(let error): TerminalSanitizer.escaped(String(describing: error))
    }
  }
}
