extension APIServer.Answer {
  /// An answer's body: the API's envelope, or raw text.
  public enum Body: Sendable, Equatable {
    /// `{"status": <the answer's status>, "message": message, "data": data}`, `data` being JSON
    /// text (placeholders `{name}` allowed).
    case envelope(message: String, data: String)
    /// `text` as UTF-8 with this `Content-Type`.
    case raw(String, contentType: String)
  }
}
