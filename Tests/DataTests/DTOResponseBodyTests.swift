import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// `ResponseBody.json(as:decoder:_:)` and `.envelope(as:decoder:_:)`: a success body decoded as
/// the wire's DTO, then read into the endpoint's response, which need not be `Decodable`. An
/// importer's trial wrote `.decoded(by: { try JSONDecoder().decode(HoldDTO.self, from: $0)
/// .toDomain() })` for a write whose response was a domain enum, because `acceptingFailures`
/// must return the endpoint's `Response`. Over the live stack, against the loopback server.
@Suite("A success body read as a DTO, then into the response")
struct DTOResponseBodyTests {
  /// The domain's book: not `Decodable`, so `.json()` cannot read it.
  struct Book: Equatable, Sendable {
    let isbn: String
    let title: String
  }

  struct BookDTO: Decodable, Sendable {
    let isbn: String
    let title: String

    func toDomain() -> Book { Book(isbn: isbn, title: title) }
  }

  /// The trial's hold: what a write answers, and what its 409 means.
  enum Hold: Equatable, Sendable {
    case placed(id: Int, position: Int)
    case alreadyHeld
  }

  struct HoldDTO: Decodable, Sendable {
    let id: Int
    let position: Int

    func toDomain() -> Hold { .placed(id: id, position: position) }
  }

  /// A reading that refuses what it was given.
  struct NoTitle: Error {}

  private static let routes = [
    APIServer.Route(
      method: "GET", path: "/books/1",
      answer: .json(data: #"{"isbn": "1", "title": "Emma"}"#)),
    APIServer.Route(
      method: "GET", path: "/books/2",
      answer: .json(data: #"{"isbn": "2", "title": ""}"#)),
    APIServer.Route(
      method: "GET", path: "/books/3",
      answer: .json(data: #"{"isbn": "3", "name": "Persuasion"}"#)),
    APIServer.Route(
      method: "GET", path: "/books/4",
      answer: .json(data: #"{"isbn": "4", "book_title": "Sanditon"}"#)),
    APIServer.Route(
      method: "GET", path: "/wrapped/books/1",
      answer: .envelope(data: #"{"isbn": "1", "title": "Emma"}"#)),
    APIServer.Route(method: "GET", path: "/wrapped/books/2", answer: .envelope(data: "null")),
    APIServer.Route(
      method: "POST", path: "/books/1/holds",
      answer: .json(status: 201, data: #"{"id": 31, "position": 2}"#)),
    APIServer.Route(
      method: "POST", path: "/books/2/holds",
      answer: .json(status: 409, data: #"{"code": "already_held"}"#)),
  ]

  private static func book(_ path: [String], _ response: ResponseBody<Book>) -> Endpoint<Book> {
    Endpoint<Book>(method: .get, pathSegments: path, response: response)
  }

  private static let bareBook = ResponseBody<Book>.json(as: BookDTO.self) { $0.toDomain() }
  private static let wrappedBook = ResponseBody<Book>.envelope(as: BookDTO.self) {
    $0.toDomain()
  }

  /// The trial's write: its success and its 409 are both a `Hold`.
  private static func placeHold(isbn: String) -> DomainEndpoint<Hold, Never> {
    Endpoint<Hold>(
      method: .post, pathSegments: ["books", isbn, "holds"],
      response: .json(as: HoldDTO.self) { $0.toDomain() }
    )
    .acceptingFailures { failure, _ in failure.status == 409 ? .alreadyHeld : nil }
  }

  /// Each endpoint's outcome over the live stack on the loopback server.
  private func outcomes<Response>(_ endpoints: [Endpoint<Response>]) async throws
    -> [Result<Response, APIError>]
  {
    try await APIServer.with(routes: Self.routes) { server in
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
      var results: [Result<Response, APIError>] = []
      for endpoint in endpoints {
        do throws(APIError) {
          results.append(.success(try await transfer.request(endpoint)))
        } catch {
          results.append(.failure(error))
        }
      }
      return results
    }
  }

  @Test func test_whenABareBodyDecodesAsTheDTO_thenTheEndpointAnswersTheDomainValue()
    async throws
  {
    // when
    let results = try await outcomes([Self.book(["books", "1"], Self.bareBook)])
    // then
    #expect(try results.map { try $0.get() } == [Book(isbn: "1", title: "Emma")])
  }

  @Test func test_whenAnEnvelopesDataDecodesAsTheDTO_thenTheEndpointAnswersTheDomainValue()
    async throws
  {
    // when
    let results = try await outcomes([Self.book(["wrapped", "books", "1"], Self.wrappedBook)])
    // then
    #expect(try results.map { try $0.get() } == [Book(isbn: "1", title: "Emma")])
  }

  @Test func test_whenTheBodyIsNotTheDTO_thenEachReadingFailsAsDecoding() async throws {
    // given: JSON of another shape (bare), an envelope with `data: null`, and the bare reading
    // of an envelope
    let endpoints = [
      Self.book(["books", "3"], Self.bareBook),
      Self.book(["wrapped", "books", "2"], Self.wrappedBook),
      Self.book(["wrapped", "books", "1"], Self.bareBook),
    ]
    // when
    let results = try await outcomes(endpoints)
    // then
    #expect(results.map { $0.failure?.kind } == [.decoding, .decoding, .decoding])
  }

  @Test func test_whenTheReadingThrows_thenTheRequestFailsAsDecodingWithItsError() async throws {
    // given: a reading that refuses a book with no title
    let strict = ResponseBody<Book>.json(as: BookDTO.self) { dto in
      guard !dto.title.isEmpty else { throw NoTitle() }
      return dto.toDomain()
    }
    // when
    let results = try await outcomes([
      Self.book(["books", "2"], strict), Self.book(["books", "1"], strict),
    ])
    // then: the refusal is a decoding failure that names it; the other book reads
    guard case .failure(.decoding(let message)) = results[0] else {
      Issue.record("expected a decoding failure, got \(results[0])")
      return
    }
    #expect(message.contains("NoTitle"))
    #expect(try results[1].get() == Book(isbn: "1", title: "Emma"))
  }

  @Test func test_whenADecoderIsGiven_thenTheDTOIsDecodedWithIt() async throws {
    // given: a backend in snake case, and a DTO in camel case
    struct SnakeBookDTO: Decodable, Sendable {
      let isbn: String
      let bookTitle: String
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let endpoint = Self.book(
      ["books", "4"],
      .json(as: SnakeBookDTO.self, decoder: decoder) { Book(isbn: $0.isbn, title: $0.bookTitle) })
    // when
    let results = try await outcomes([endpoint])
    // then
    #expect(try results.map { try $0.get() } == [Book(isbn: "4", title: "Sanditon")])
  }

  @Test func test_whenAWriteAnswersAHoldOrA409_thenBothAreTheDomainEnum() async throws {
    // when
    let holds = try await APIServer.with(routes: Self.routes) { server in
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
      return [
        try await transfer.request(Self.placeHold(isbn: "1")),
        try await transfer.request(Self.placeHold(isbn: "2")),
      ]
    }
    // then: the 201's body read through the DTO; the 409 accepted as the same type
    #expect(holds == [.placed(id: 31, position: 2), .alreadyHeld])
  }
}
