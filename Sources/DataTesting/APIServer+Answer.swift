import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  extension APIServer {
    /// What an added ``Route`` answers: a status, a body and extra headers.
    ///
    /// ``envelope(status:data:message:headers:)`` writes the API's envelope
    /// `{"status", "message", "data"}` (no body for 204), as every route of docs/API.md does;
    /// ``json(status:data:headers:)`` writes the JSON alone, as a backend without an envelope
    /// does; ``raw(status:body:contentType:headers:)`` writes any bytes, e.g. a body that is not
    /// JSON; ``empty(status:headers:)`` writes no body and no `Content-Type`, as a server's 201
    /// or 204 with nothing to say does.
    /// A value, `Sendable`; checked when the server starts (``RouteError``).
    public struct Answer: Sendable, Equatable {
      /// The HTTP status, `200...599`.
      public let status: Int
      /// The body.
      public let body: Body
      /// Headers sent besides `Content-Type` and `Content-Length`: names are HTTP tokens, values
      /// hold no line break.
      public let headers: [String: String]

      /// An answer with `status`, `body` and `headers`.
      public init(status: Int, body: Body, headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.headers = headers
      }

      /// The API's envelope with `status`, `message` and `data` (JSON text, `null` by default;
      /// ``Bodies`` writes realistic values). `{name}` in `data` is replaced by the route's
      /// placeholder of that name.
      public static func envelope(
        status: Int = 200, data: String = "null", message: String = "ok",
        headers: [String: String] = [:]
      ) -> Answer {
        Answer(status: status, body: .envelope(message: message, data: data), headers: headers)
      }

      /// `data` as the whole body, bare JSON with no envelope (``Bodies`` writes realistic
      /// values), for an endpoint that reads `.json()`. `{name}` in `data` is replaced by the
      /// route's placeholder of that name.
      public static func json(
        status: Int = 200, data: String, headers: [String: String] = [:]
      ) -> Answer {
        raw(status: status, body: data, headers: headers)
      }

      /// `body` as it is, with `contentType`. `{name}` in `body` is replaced by the route's
      /// placeholder of that name.
      public static func raw(
        status: Int = 200, body: String, contentType: String = "application/json",
        headers: [String: String] = [:]
      ) -> Answer {
        Answer(status: status, body: .raw(body, contentType: contentType), headers: headers)
      }

      /// No body and no `Content-Type` — a 201 that creates and says nothing, a 204 (the
      /// default), a 202 — for an endpoint that ignores its answer (`response: .ignored`). Not
      /// JSON: an endpoint that reads `.json()` or `.envelope()` fails it as `.decoding`. The
      /// answer carries `Content-Length: 0` (none on a 204) and `headers` (a `Location`, say).
      ///
      /// ```swift
      /// let created = APIServer.Route(
      ///   method: "POST", path: "/tournaments/{id}/entries",
      ///   answer: .empty(status: 201, headers: ["Location": "/entries/1"]))
      /// //# _ = created
      /// ```
      public static func empty(status: Int = 204, headers: [String: String] = [:]) -> Answer {
        Answer(status: status, body: .empty, headers: headers)
      }
    }
  }
#endif
