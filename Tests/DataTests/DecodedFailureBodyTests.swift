import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import Foundation
import Testing

/// `readingFailures(as:decoder:_:)` and `acceptingFailures(as:decoder:_:)`: the feature's
/// failure readings given the failure body decoded as its DTO. A body that decodes is read; a
/// body that does not is not the feature's (the closure is not called) and its status goes on to
/// the generic table. Over the live stack, against the loopback server.
@Suite("Failure readings over a decoded body")
struct DecodedFailureBodyTests {
  enum TournamentError: Error, Equatable {
    case full, closed
  }

  /// The server's refusal body, `{"code": …}`.
  struct RefusalDTO: Decodable, Sendable {
    let code: String
  }

  /// Each tournament's join answers one body: 1 is full, 2 was entered before, 3 answers a
  /// proxy's HTML page, 4 JSON of another shape, 5 the refusal in snake case, 6 inside the
  /// API's envelope, 7 a 423 with no body.
  private static let routes = [
    entries(1, .json(status: 409, data: #"{"code": "tournament_full"}"#)),
    entries(2, .json(status: 409, data: #"{"code": "already_entered"}"#)),
    entries(3, .raw(status: 409, body: "<html>Conflict</html>", contentType: "text/html")),
    entries(4, .json(status: 409, data: #"{"error": "tournament_full"}"#)),
    entries(5, .json(status: 409, data: #"{"refusal_code": "tournament_full"}"#)),
    entries(6, .envelope(status: 409, data: #"{"code": "tournament_full"}"#, message: "full")),
    entries(7, .empty(status: 423)),
  ]

  private static func entries(_ id: Int, _ answer: APIServer.Answer) -> APIServer.Route {
    APIServer.Route(method: "POST", path: "/tournaments/\(id)/entries", answer: answer)
  }

  private static func join(_ id: Int) -> Endpoint<Void> {
    Endpoint<Void>(
      method: .post, pathSegments: ["tournaments", String(id), "entries"], response: .ignored)
  }

  /// Reads every 409 it can decode as "full": whatever it is called with is the feature's.
  private static func full(_ id: Int) -> DomainEndpoint<Void, TournamentError> {
    join(id).readingFailures(as: RefusalDTO.self) { failure, refusal -> TournamentError? in
      failure.status == 409 && refusal.code == "tournament_full" ? .full : nil
    }
  }

  /// Each join's outcome over the live stack on the loopback server.
  private func outcomes<DomainError>(
    _ endpoints: [DomainEndpoint<Void, DomainError>]
  ) async throws -> [Result<Void, RequestFailure<DomainError>>] {
    try await APIServer.with(routes: Self.routes) { server in
      let transfer = try DefaultDataTransferService.live(
        baseURL: server.baseURL, sessionStore: InMemorySessionStore(), clock: VirtualBackoffClock())
      var results: [Result<Void, RequestFailure<DomainError>>] = []
      for endpoint in endpoints {
        do throws(RequestFailure<DomainError>) {
          results.append(.success(try await transfer.request(endpoint)))
        } catch {
          results.append(.failure(error))
        }
      }
      return results
    }
  }

  @Test func test_whenTheFailureBodyDecodesAsTheRefusal_thenItIsTheFeaturesError() async throws {
    // when
    let results = try await outcomes([Self.full(1)])
    // then
    #expect(results.map(\.refusal) == [.domain(.full)])
  }

  @Test(arguments: [3, 4])
  func test_whenTheFailureBodyDoesNotDecode_thenTheStatusIsTheGenericOne(id: Int) async throws {
    // given: a reading that would call any 409 "full", were it called
    let endpoint = Self.join(id).readingFailures(as: RefusalDTO.self) {
      failure, _ -> TournamentError? in failure.status == 409 ? .full : nil
    }
    // when
    let results = try await outcomes([endpoint])
    // then: not called; the generic 409, with what the server sent
    guard case .network(.unexpectedStatus(let failure)) = results.first?.refusal else {
      Issue.record("expected the generic 409, got \(results)")
      return
    }
    #expect(failure.status == 409)
    #expect(!failure.bodyPrefix.isEmpty)
  }

  @Test func test_whenAnAcceptedStatusAnswers_thenTheRequestSucceeds() async throws {
    // given: a plain endpoint accepting "already entered", and the same refused as "full"
    let accepting = Self.join(2).acceptingFailures(as: RefusalDTO.self) { failure, refusal in
      failure.status == 409 && refusal.code == "already_entered" ? () : nil
    }
    let other = Self.join(1).acceptingFailures(as: RefusalDTO.self) { failure, refusal in
      failure.status == 409 && refusal.code == "already_entered" ? () : nil
    }
    // when
    let results = try await outcomes([accepting, other])
    // then: the accepted one succeeds; the other is still a failure, and generic
    #expect((try? results[0].get()) != nil)
    #expect(results[1].refusal?.networkError?.kind == .unexpectedStatus)
  }

  @Test func test_whenADomainEndpointAcceptsADecodedStatus_thenItsReadingStillRefusesTheOthers()
    async throws
  {
    // given: the join of the docs, reading "full" and accepting "already entered"
    func join(_ id: Int) -> DomainEndpoint<Void, TournamentError> {
      Self.full(id).acceptingFailures(as: RefusalDTO.self) { failure, refusal in
        failure.status == 409 && refusal.code == "already_entered" ? () : nil
      }
    }
    // when
    let results = try await outcomes([join(1), join(2), join(3)])
    // then
    #expect(results[0].refusal == .domain(.full))
    #expect((try? results[1].get()) != nil)
    #expect(results[2].refusal?.networkError?.kind == .unexpectedStatus)
  }

  @Test func test_whenAcceptingComesFirst_thenTheDecodedReadingIsAddedAfterIt() async throws {
    // given: accepting first (`DomainEndpoint<Void, Never>`), then reading
    func join(_ id: Int) -> DomainEndpoint<Void, TournamentError> {
      Self.join(id)
        .acceptingFailures(as: RefusalDTO.self) { failure, refusal in
          failure.status == 409 && refusal.code == "already_entered" ? () : nil
        }
        .readingFailures(as: RefusalDTO.self) { failure, refusal -> TournamentError? in
          failure.status == 409 && refusal.code == "tournament_full" ? .full : nil
        }
    }
    // when
    let results = try await outcomes([join(1), join(2), join(4)])
    // then
    #expect(results[0].refusal == .domain(.full))
    #expect((try? results[1].get()) != nil)
    #expect(results[2].refusal?.networkError?.kind == .unexpectedStatus)
  }

  @Test func test_whenADecoderIsGiven_thenTheBodyIsDecodedWithIt() async throws {
    // given: a server that writes snake case
    struct SnakeRefusalDTO: Decodable, Sendable { let refusalCode: String }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let withDecoder = Self.join(5).readingFailures(as: SnakeRefusalDTO.self, decoder: decoder) {
      _, refusal -> TournamentError? in refusal.refusalCode == "tournament_full" ? .full : nil
    }
    let withoutDecoder = Self.join(5).readingFailures(as: SnakeRefusalDTO.self) {
      _, refusal -> TournamentError? in refusal.refusalCode == "tournament_full" ? .full : nil
    }
    // when
    let results = try await outcomes([withDecoder, withoutDecoder])
    // then: only the snake-case decoder reads it
    #expect(results[0].refusal == .domain(.full))
    #expect(results[1].refusal?.networkError?.kind == .unexpectedStatus)
  }

  @Test func test_whenTheRefusalIsInTheEnvelope_thenItIsReadAsTheEnvelopesData() async throws {
    // given
    let endpoint = Self.join(6).readingFailures(as: ResponseEnvelope<RefusalDTO>.self) {
      failure, envelope -> TournamentError? in
      envelope.data?.code == "tournament_full" && failure.message == "full" ? .full : nil
    }
    // when
    let results = try await outcomes([endpoint])
    // then
    #expect(results.map(\.refusal) == [.domain(.full)])
  }

  @Test func test_whenTheBodyIsEmpty_thenNothingIsDecodedAndTheStatusIsGeneric() async throws {
    // given: a reading that would call every status "closed", were it called
    let endpoint = Self.join(7).readingFailures(as: RefusalDTO.self) {
      _, _ -> TournamentError? in .closed
    }
    // when
    let results = try await outcomes([endpoint])
    // then
    #expect(results.first?.refusal?.networkError?.kind == .unexpectedStatus)
  }
}

extension Result {
  /// The failure, or `nil` on success.
  fileprivate var refusal: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}
