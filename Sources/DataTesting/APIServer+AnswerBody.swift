// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  extension APIServer.Answer {
    /// An answer's body: the API's envelope, raw text, or none.
    public enum Body: Sendable, Equatable {
      /// `{"status": <the answer's status>, "message": message, "data": data}`, `data` being JSON
      /// text (placeholders `{name}` allowed).
      case envelope(message: String, data: String)
      /// `text` as UTF-8 with this `Content-Type`.
      case raw(String, contentType: String)
      /// No body, and no `Content-Type`: `Content-Length: 0`, except on a 204 (which carries no
      /// length, as HTTP has it).
      case empty
    }
  }
#endif
