import Foundation

/// How an endpoint reads the body of a success: the app's choice, stated on every endpoint
/// (`Endpoint(method:pathSegments:…:response:)`), never assumed.
///
/// | reading | body of a success | use it when |
/// |---|---|---|
/// | `.envelope(decoder:)` | `{"status", "message", "data": Response}`; `data: null` or missing is a decoding failure | the backend wraps payloads, as `docs/API.md` does |
/// | `.json(decoder:)` | the `Response` itself, bare JSON | the backend answers the payload alone |
/// | `.json(as:decoder:_:)` | a `DTO`, bare JSON, then read into the `Response` | the endpoint answers a domain value (`Response` need not be `Decodable`) |
/// | `.envelope(as:decoder:_:)` | the envelope, whose `data` is a `DTO`, then read into the `Response` | the same, for a backend that wraps payloads |
/// | `.decoded(by:)` | whatever your function reads | any other shape (XML, a custom envelope, …) |
/// | `.ignored` (a `Void` response) | not read: any body, an empty one included | a write whose answer the app does not need (a 201, a 204) |
///
/// Whatever the reading throws is classified as `APIError.decoding` (and only that) — a `read`
/// closure's own errors included.
///
/// The readings `as:` a DTO decode the wire's type and read it into the one the endpoint
/// answers, so a repository hands on the domain's value with no `map` of its own, and a write
/// whose success and accepted failures are one domain enum reads both into it:
///
/// ```swift
/// //# struct Book: Sendable { let isbn: String; let title: String }
/// struct BookDTO: Decodable, Sendable {
///   let isbn: String
///   let title: String
///   func toDomain() -> Book { Book(isbn: isbn, title: title) }
/// }
/// let book = Endpoint<Book>(
///   method: .get, pathSegments: ["books", "978-0141439518"],
///   response: .json(as: BookDTO.self) { $0.toDomain() })
/// //# _ = book
/// ```
///
/// Threading: an immutable `Sendable` value; a `JSONDecoder` you pass must not be reconfigured
/// while it is in use.
public struct ResponseBody<Response: Sendable>: Sendable {
  /// Reads a success body into the response. Called off the main actor, on the caller's task.
  public let decode: @Sendable (Data) throws -> Response

  private init(_ decode: @escaping @Sendable (Data) throws -> Response) {
    self.decode = decode
  }

  /// The body read by `decode`, the app's own reading.
  public static func decoded(by decode: @escaping @Sendable (Data) throws -> Response) -> Self {
    ResponseBody(decode)
  }
}

extension ResponseBody where Response: Decodable {
  /// The API's envelope `{"status","message","data"}`, whose `data` must be a `Response`
  /// (`EnvelopeDecoder.decodeData`): `data: null` or a missing `data` is a decoding failure.
  /// `decoder` reads `data` (give one with your key and date strategies, e.g.
  /// `.convertFromSnakeCase`); the envelope's own keys are read the same with any strategy.
  public static func envelope(decoder: JSONDecoder = JSONDecoder()) -> Self {
    ResponseBody { data in try EnvelopeDecoder.decodeData(Response.self, from: data, using: decoder)
    }
  }

  /// The body itself, bare JSON, decoded as a `Response` by `decoder`. An empty body is a
  /// decoding failure.
  public static func json(decoder: JSONDecoder = JSONDecoder()) -> Self {
    ResponseBody { data in try decoder.decode(Response.self, from: data) }
  }
}

extension ResponseBody {
  /// The body itself, bare JSON, decoded as a `DTO` by `decoder`, then read into the response
  /// by `read` (`.json(as: BookDTO.self) { $0.toDomain() }`): for a `Response` that is not
  /// `Decodable` — a domain value, the enum a write answers. An empty body, one that does not
  /// decode as `DTO`, and whatever `read` throws are decoding failures (`APIError.decoding`).
  /// `read` is called off the main actor, on the caller's task; it must be thread-safe.
  public static func json<DTO: Decodable & Sendable>(
    as dto: DTO.Type, decoder: JSONDecoder = JSONDecoder(),
    _ read: @escaping @Sendable (DTO) throws -> Response
  ) -> Self {
    ResponseBody { data in try read(decoder.decode(DTO.self, from: data)) }
  }

  /// The API's envelope `{"status","message","data"}`, whose `data` is decoded as a `DTO` by
  /// `decoder` (as `envelope(decoder:)` decodes it), then read into the response by `read`
  /// (`.envelope(as: FriendDTO.self) { $0.toDomain() }`). `data: null` or missing, a `data`
  /// that does not decode as `DTO`, and whatever `read` throws are decoding failures
  /// (`APIError.decoding`). `read` is called off the main actor, on the caller's task; it must
  /// be thread-safe.
  public static func envelope<DTO: Decodable & Sendable>(
    as dto: DTO.Type, decoder: JSONDecoder = JSONDecoder(),
    _ read: @escaping @Sendable (DTO) throws -> Response
  ) -> Self {
    ResponseBody { data in
      try read(EnvelopeDecoder.decodeData(DTO.self, from: data, using: decoder))
    }
  }
}

extension ResponseBody where Response == Void {
  /// The body of a success is not read: any body, an empty one included, is a success. For a
  /// write whose answer the app does not need (`Endpoint<Void>(method: .post, …, response:
  /// .ignored)`); its failures are read as any endpoint's.
  public static var ignored: Self {
    ResponseBody { _ in () }
  }
}
