import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

/// Thousands of generated responses through the whole stack (service + transfer service):
/// random bytes, mutated valid envelopes, random statuses and transport errors. Every outcome
/// must be a value or the one `APIError` the status (or failure) calls for — never a crash.
@Suite("Fuzz: generated responses through the stack")
struct NetworkFuzzTests {
  private static let seeds: [UInt64] = [1, 42, 2_024]

  @Test(arguments: seeds)
  func test_whenThousandsOfGeneratedResponsesArrive_thenEachIsAValueOrItsTypedError(seed: UInt64)
    async
  {
    // given
    var random = SplitMix64(seed: seed)
    var tally = Tally()
    for iteration in 0..<2_000 {
      let outcome = Self.generateOutcome(using: &random)
      let service = DefaultDataTransferService.stubbed(StubNetworkSession { _ in outcome })
      // when
      let result: Result<[User], APIError>
      do throws(APIError) {
        switch iteration % 3 {
        case 0: result = .success([try await service.request(APIEndpoints.user(id: 1)).toDomain()])
        case 1:
          result = .success(
            try await service.request(APIEndpoints.searchUsers(query: "q", page: 0, size: 5))
              .toDomain().items)
        default:
          try await service.request(APIEndpoints.endMatch(id: 1))
          result = .success([])
        }
      } catch {
        result = .failure(error)
      }
      // then
      let expected = Self.expectation(for: outcome)
      tally.record(result)
      #expect(
        expected.accepts(result), "seed \(seed) #\(iteration): \(outcome) gave \(result)")
    }
    // the generator really exercised both success and every failure family
    #expect(tally.successes > 0)
    #expect(tally.decoding > 0)
    #expect(tally.statusErrors > 0)
    #expect(tally.transport > 0)
  }

  // MARK: - generation

  private static let validBodies: [String] = [
    #"{"status":200,"message":"ok","data":\#(Bodies.alice)}"#,
    #"{"status":200,"message":"ok","data":\#(Bodies.page(users: 3, hasNext: true))}"#,
    #"{"status":409,"message":"dup","data":\#(Bodies.duplicated([1, 2]))}"#,
    #"{"status":500,"message":"boom","data":null}"#,
  ]

  private static let interestingStatuses = [
    200, 201, 204, 400, 401, 403, 404, 409, 418, 429, 500, 502, 503, 504,
  ]

  private static let transportCodes: [URLError.Code] = [
    .cannotConnectToHost, .timedOut, .notConnectedToInternet, .cannotFindHost,
    .networkConnectionLost, .cancelled, .badServerResponse, .secureConnectionFailed, .unknown,
  ]

  static func generateOutcome(
    using random: inout SplitMix64
  ) -> StubNetworkSession.Outcome {
    if Int.random(in: 0..<10, using: &random) == 0 {
      return .fail(URLError(transportCodes.randomElement(using: &random)!))
    }
    let status =
      Bool.random(using: &random)
      ? interestingStatuses.randomElement(using: &random)!
      : Int.random(in: 100...599, using: &random)
    return .respond(status: status, body: generateBody(using: &random))
  }

  private static func generateBody(using random: inout SplitMix64) -> Data {
    var body = Data(validBodies.randomElement(using: &random)!.utf8)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:  // intact
      break
    case 1:  // random bytes
      body = Data(
        (0..<Int.random(in: 0..<256, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        })
    case 2:  // truncated
      body = body.prefix(Int.random(in: 0..<body.count, using: &random))
    case 3:  // bytes flipped
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<body.count, using: &random)
        body[index] = UInt8.random(in: 0...255, using: &random)
      }
    case 4:  // a value swapped for one of another JSON type
      let replacements = ["\"x\"", "-1", "1e400", "null", "[]", "{}", "true", "1.5"]
      var text = String(decoding: body, as: UTF8.self)
      if let colon = text.indices.filter({ text[$0] == ":" }).randomElement(using: &random) {
        let after = text.index(after: colon)
        let end = text[after...].firstIndex(where: { ",}]".contains($0) }) ?? text.endIndex
        text.replaceSubrange(after..<end, with: replacements.randomElement(using: &random)!)
      }
      body = Data(text.utf8)
    default:  // empty
      body = Data()
    }
    return body
  }

  // MARK: - the oracle

  enum Expectation {
    case valueOrDecoding
    case exactly(APIError)
    case duplicatedOr409
    case anyTransportOrCancelled

    func accepts(_ result: Result<[User], APIError>) -> Bool {
      switch (self, result) {
      case (.valueOrDecoding, .success): true
      case (.valueOrDecoding, .failure(.decoding(let detail))): !detail.isEmpty
      case (.exactly(let expected), .failure(let error)): error.withoutServerDetails == expected
      case (.duplicatedOr409, .failure(.unexpectedStatus(let failure))): failure.status == 409
      case (.anyTransportOrCancelled, .failure(.transport)),
        (.anyTransportOrCancelled, .failure(.cancelled)):
        true
      default: false
      }
    }
  }

  static func expectation(for outcome: StubNetworkSession.Outcome) -> Expectation {
    switch outcome {
    case .fail(let error as URLError) where error.code == .cancelled:
      .exactly(.cancelled(.outcomeUnknown))
    case .fail: .anyTransportOrCancelled
    case .hangUntilCancelled: .exactly(.cancelled(.outcomeUnknown))
    case .respond(let status, _):
      switch status {
      case 200...299: .valueOrDecoding
      case 401: .exactly(.unauthorized(HTTPFailure(status: 401)))
      case 404: .exactly(.notFound(HTTPFailure(status: 404)))
      case 409: .duplicatedOr409
      case 500...599: .exactly(.server(HTTPFailure(status: status)))
      default: .exactly(.unexpectedStatus(HTTPFailure(status: status)))
      }
    }
  }

  struct Tally {
    var successes = 0
    var decoding = 0
    var statusErrors = 0
    var transport = 0

    mutating func record(_ result: Result<[User], APIError>) {
      switch result {
      case .success: successes += 1
      case .failure(.decoding): decoding += 1
      case .failure(.transport), .failure(.cancelled): transport += 1
      case .failure: statusErrors += 1
      }
    }
  }
}
