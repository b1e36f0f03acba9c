import Domain
import Foundation

/// A `MatchmakingUseCase` whose requests answer as the test scripts, in virtual time.
///
/// Each call asks `respond` for a `Response`; the answer is delivered `delay` ticks later on the
/// relay the real use case would use (failures routed by `MatchmakingErrorRoute`), or never for
/// `.hang`. `isLoading` counts the calls not answered yet. Records calls and what it delivered.
final class MockMatchmakingUseCase: MatchmakingUseCase, @unchecked Sendable {  // guarded by `lock`
  enum Call: Equatable {
    case getUserInfo(Int)
    case startMatch([Int])
    case endMatch(Int)
  }

  enum Outcome {
    case user(User)
    case match(Match)
    case ended(Int)
    case failure(APIError)
    case hang
  }

  struct Response {
    let delay: Int
    let outcome: Outcome
  }

  let userInfo = PublishRelay<User>()
  let matchStarted = PublishRelay<Match>()
  let matchEnded = PublishRelay<Int>()
  let networkError = PublishRelay<APIError>()
  let duplicatedUserIds = PublishRelay<[Int]>()
  let inFlight = BehaviorRelay(value: 0)

  private let scheduler: TestScheduler
  private let lock = NSLock()
  private var respond: (Call) -> Response
  private var recordedCalls: [Call] = []
  private var delivered: [MatchmakingErrorRoute] = []
  private var deliveredMatches = 0
  private var deliveredEnds: [Int] = []

  init(
    scheduler: TestScheduler,
    respond: @escaping (Call) -> Response = { _ in .init(delay: 0, outcome: .hang) }
  ) {
    self.scheduler = scheduler
    self.respond = respond
  }

  func answer(_ respond: @escaping (Call) -> Response) {
    lock.withLock { self.respond = respond }
  }

  var calls: [Call] { lock.withLock { recordedCalls } }
  /// The routes of the failures delivered so far, in order.
  var deliveredFailures: [MatchmakingErrorRoute] { lock.withLock { delivered } }
  /// How many matches were delivered so far.
  var deliveredMatchCount: Int { lock.withLock { deliveredMatches } }
  /// The ids of the ended matches delivered so far, in order.
  var deliveredEndedIds: [Int] { lock.withLock { deliveredEnds } }

  var isLoading: Observable<Bool> { inFlight.asObservable().map { $0 > 0 }.distinctUntilChanged() }

  func getUserInfo(id: Int) { perform(.getUserInfo(id)) }

  func startMatch(userIds: [Int]) { perform(.startMatch(userIds)) }

  func endMatch(id: Int) { perform(.endMatch(id)) }

  private func perform(_ call: Call) {
    let response = lock.withLock {
      recordedCalls.append(call)
      return respond(call)
    }
    if case .hang = response.outcome {
      inFlight.mutate { $0 + 1 }
      return
    }
    inFlight.mutate { $0 + 1 }
    scheduler.scheduleAt(scheduler.clock + response.delay) { [self] in
      inFlight.mutate { $0 - 1 }
      switch response.outcome {
      case .user(let user): userInfo.accept(user)
      case .match(let match):
        lock.withLock { deliveredMatches += 1 }
        matchStarted.accept(match)
      case .ended(let id):
        lock.withLock { deliveredEnds.append(id) }
        matchEnded.accept(id)
      case .failure(let error):
        let route = MatchmakingErrorRoute(routing: error)
        lock.withLock { delivered.append(route) }
        switch route {
        case .network(let failure): networkError.accept(failure)
        case .duplicatedUsers(let ids): duplicatedUserIds.accept(ids)
        case .ignored: break
        }
      case .hang: break
      }
    }
  }
}
