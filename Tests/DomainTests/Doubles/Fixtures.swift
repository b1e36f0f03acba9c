import CleanDomain
import CleanReactive
import CleanReactiveTesting

/// Test data and scripted answers.
enum Fixtures {
  static let alice = User(id: 1, nickname: "alice", rating: 1500)
  static let bob = User(id: 2, nickname: "bob", rating: 1400)
  static let carol = User(id: 3, nickname: "carol", rating: 1600)
  static let session = Session(token: "token-1", user: alice)

  /// One sample of every `APIError` case. The switch makes the test target stop compiling when a
  /// case is added, so "every case" stays every case.
  static let everyAPIError: [APIError] = {
    let samples: [APIError] = [
      .unauthorized, .notFound, .duplicatedUsers(ids: [2, 3]), .server(status: 503),
      .unexpectedStatus(400), .decoding("keyNotFound: id"), .transport(.cannotConnect),
      .transport(.timedOut), .transport(.offline), .transport(.cannotFindHost),
      .transport(.connectionLost), .transport(.other("TLS")), .cancelled,
    ]
    for sample in samples {
      switch sample {
      case .unauthorized, .notFound, .duplicatedUsers, .server, .unexpectedStatus, .decoding,
        .transport, .cancelled:
        break
      }
    }
    return samples
  }()
}

/// An error that is not an `APIError` (what seed 003's `guard let … as? APIError` dropped).
struct ForeignError: Error, Equatable {
  let reason: String
}

extension TestScheduler {
  /// A single that answers `result` `delay` ticks after it is subscribed (cancelled if disposed
  /// first).
  func single<Value>(after delay: Int, _ result: Result<Value, any Error>) -> Single<Value> {
    switch result {
    case .success(let value):
      createColdObservable([.next(delay, value), .completed(delay)]).asSingle()
    case .failure(let error):
      createColdObservable([Recorded<Event<Value>>.error(delay, error)]).asSingle()
    }
  }
}
