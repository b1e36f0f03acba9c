import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// Issue 25, traps 4 and 5: what an importer building a feature from the docs alone fell into.
@Suite("Issue 25: success bodies are the app's choice; the stub reads failures as production")
struct ImporterTrapsTests {
  /// An importer's feature error: a tournament that has no seat left.
  enum TournamentError: Error, Equatable {
    case full
  }

  struct Seat: Decodable, Equatable {
    let id: Int
  }

  /// `POST /tournaments/7/seats`, whose 409 with `tournament_full` in its body is the feature's.
  private static let join = Endpoint<Seat>(
    method: .post, pathSegments: ["tournaments", "7", "seats"], response: .envelope()
  ).readingFailures { failure, body in
    failure.status == 409 && String(decoding: body, as: UTF8.self).contains("tournament_full")
      ? TournamentError.full : nil
  }

  private static let fullBody = Bodies.envelope(
    status: 409, data: #"{"reason": "tournament_full"}"#, message: "tournament_full")

  private func failure(
    _ stub: StubDataTransferService
  ) async -> RequestFailure<TournamentError>? {
    do {
      _ = try await stub.request(Self.join)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - trap 5: the stub runs the endpoint's failure reading

  /// Issue 25, trap 5: the stub skipped the endpoint's `readingFailures`, so a feature error
  /// read as `.network(.unexpectedStatus)`; now a status the endpoint reads is the feature's.
  @Test func test_whenTheStubAnswersAStatusTheEndpointReads_thenTheCallerGetsTheFeaturesError()
    async
  {
    // given a stub told to answer 409 with a body that says `tournament_full`
    let stub = StubDataTransferService(.status(409, body: Self.fullBody))
    // when
    let thrown = await failure(stub)
    // then: production's path — the endpoint's reading first
    #expect(thrown == .domain(.full))
  }

  /// Issue 25, trap 5: the stub skipped the endpoint's `readingFailures`, so a feature error
  /// read as `.network(.unexpectedStatus)`; now the failure's body is read by the endpoint first.
  @Test
  func test_whenTheStubFailsWithAStatusErrorTheEndpointReads_thenTheCallerGetsTheFeaturesError()
    async
  {
    // given a stub told to fail with the 409's `APIError`, its body included
    let stub = StubDataTransferService(
      .failure(.unexpectedStatus(HTTPFailure(status: 409, message: nil, body: Self.fullBody))))
    // when
    let thrown = await failure(stub)
    // then: never `.network(.unexpectedStatus)`, which production never answers here
    #expect(thrown == .domain(.full))
  }

  /// Issue 25, trap 5: a status the endpoint does not read stays the resolver's `APIError`, as in
  /// production (the counterpart: the reading is not a catch-all).
  @Test func test_whenTheStubAnswersAStatusTheEndpointDoesNotRead_thenTheCallerGetsItsAPIError()
    async
  {
    // given a 409 of another reason, and a 503
    let other = StubDataTransferService(
      .status(409, body: Bodies.envelope(status: 409, message: "seat taken")))
    let down = StubDataTransferService(.status(503, body: Bodies.envelope(status: 503)))
    // when
    let conflict = await failure(other)
    let server = await failure(down)
    // then: the resolver's table, as production
    #expect(conflict?.networkError?.kind == .unexpectedStatus)
    #expect(conflict?.networkError?.serverMessage == "seat taken")
    #expect(server?.networkError?.kind == .server)
  }

  /// Issue 25, trap 5: a 2xx of `.status(_:body:)` is decoded, not read as a failure.
  @Test func test_whenTheStubAnswersASuccessStatus_thenTheBodyIsDecoded() async throws {
    // given
    let stub = StubDataTransferService(
      .status(201, body: Bodies.envelope(status: 201, data: #"{"id": 3}"#)))
    // when
    let seat = try await stub.request(Self.join)
    // then
    #expect(seat == Seat(id: 3))
  }

  /// Issue 25, traps 1 and 5: a `DomainEndpoint`'s typed request fails with its own error type.
  @Test func test_whenATypedRequestOfTheEndpointFails_thenItFailsWithTheEndpointsErrorType() async {
    // given the endpoint's request as a `TypedRequest<Seat, TournamentError>`
    let request = StubDataTransferService(.status(409, body: Self.fullBody)).typedRequest(Self.join)
    // when
    var thrown: (any Error)?
    do { _ = try await request.single.value } catch { thrown = error }
    // then
    #expect(thrown as? RequestFailure<TournamentError> == .domain(.full))
  }

  // MARK: - trap 4: an endpoint states how its success body is read

  private func seat(
    _ response: ResponseBody<Seat>, answering body: Data
  ) async -> Result<Seat, APIError> {
    let transfer = DefaultDataTransferService.stubbed(StubNetworkSession(status: 200, body: body))
    let endpoint = Endpoint<Seat>(method: .get, pathSegments: ["seat"], response: response)
    do {
      return .success(try await transfer.request(endpoint))
    } catch {
      return .failure(error)
    }
  }

  /// Issue 25, trap 4: every endpoint assumed the envelope, so a bare-JSON backend got `.decoding`
  /// on every 200; an endpoint that states `.json()` decodes it.
  @Test func test_whenABackendAnswersBareJSONToAnEndpointThatReadsJSON_thenItDecodes() async throws
  {
    // given a backend without an envelope
    let body = Bodies.json(#"{"id": 3}"#)
    // when
    let result = await seat(.json(), answering: body)
    // then
    #expect(try result.get() == Seat(id: 3))
  }

  /// Issue 25, trap 4: each stated shape reads only its own body.
  @Test func test_whenTheBodyIsNotTheShapeTheEndpointStates_thenItIsADecodingFailure() async throws
  {
    // given each shape answered to an endpoint that reads the other
    let bare = Bodies.json(#"{"id": 3}"#)
    let enveloped = Bodies.envelope(status: 200, data: #"{"id": 3}"#)
    // when
    let envelopeOfBare = await seat(.envelope(), answering: bare)
    let jsonOfEnvelope = await seat(.json(), answering: enveloped)
    let enveloped200 = await seat(.envelope(), answering: enveloped)
    // then
    #expect(envelopeOfBare.thrownError?.kind == .decoding)
    #expect(jsonOfEnvelope.thrownError?.kind == .decoding)
    #expect(try enveloped200.get() == Seat(id: 3))
  }

  /// Issue 25, trap 4: the app's own reading (`.decoded(by:)`) is used as it is.
  @Test func test_whenAnEndpointReadsItsOwnWay_thenItsDecoderReadsTheBody() async throws {
    // given the app's own reading: a plain-text id
    let own = ResponseBody<Seat>.decoded { data in
      guard let id = Int(String(decoding: data, as: UTF8.self)) else {
        throw CocoaError(.coderInvalidValue)
      }
      return Seat(id: id)
    }
    // when
    let result = await seat(own, answering: Data("9".utf8))
    // then
    #expect(try result.get() == Seat(id: 9))
  }

  #if os(macOS) || os(Linux)
    /// Issue 25, trap 4: the test server answers the bare shape too.
    @Test func test_whenAnAPIServerAnswerIsBareJSON_thenItIsTheDataAloneAsJSON() {
      // given / when
      let answer = APIServer.Answer.json(status: 201, data: #"{"id": 3}"#)
      // then
      #expect(answer == .raw(status: 201, body: #"{"id": 3}"#, contentType: "application/json"))
    }
  #endif
}

extension Result {
  fileprivate var thrownError: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
