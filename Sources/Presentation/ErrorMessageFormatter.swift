import CleanDomain

/// Turns a failure into the sentence a screen shows.
///
/// The wording lives here, on the presentation side, not in the domain: `APIError` says *what*
/// failed; how to say it to a person (the language, the tone, whether to show the server's own
/// message) is a view decision an app makes for itself. Replace the default to word or
/// localise the messages your way.
///
/// Implementations must be pure and thread-safe.
public protocol ErrorMessageFormatter: Sendable {
  /// The sentence for `error`.
  func message(for error: APIError) -> String
}
