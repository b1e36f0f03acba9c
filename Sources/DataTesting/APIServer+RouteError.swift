// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  extension APIServer {
    /// Why the server refused an added ``Route`` at start: each names the offending value.
    public enum RouteError: Error, Equatable, Sendable {
      /// The method is not one the server answers: `"GET"`, `"POST"`, `"PUT"`, `"PATCH"`,
      /// `"DELETE"` (upper case).
      case invalidMethod(String)
      /// The path does not start with `/`, holds an empty segment, a query (`?`) or fragment
      /// (`#`), or a malformed placeholder (`{name}`: letters, digits and `_`).
      case invalidPath(String)
      /// The path is the server's own: `/auth/login`, `/auth/refresh`, `/debug/…`, `/hostile/…`.
      case reservedPath(String)
      /// The status is outside `200...599`.
      case invalidStatus(Int)
      /// The envelope's data is not JSON (with every placeholder read as `0`).
      case dataIsNotJSON(String)
      /// A header name that is not an HTTP token, or a value holding a line break.
      case invalidHeader(String)
    }
  }
#endif
