import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Foundation

/// A `MatchmakingUseCase` whose requests answer as the test scripts, in virtual time.
///
/// Each call asks `respond` for a `Response`; the answer is delivered `delay` ticks later on the
/// stream the outcome names, or never for `.hang`. The mock does no error routing of its own (a
/// `.networkError` is emitted as given, even `.cancelled`), so a test that
/// compares the ViewModel's outputs with what the mock emitted checks only the ViewModel's
/// forwarding. `isLoading` counts the calls not answered yet. Records calls and what it emitted.
///
/// Threading: call it from the thread that runs the `TestScheduler`; a lock guards its record.
// Mutable state is guarded by `lock`.
public final class MockMatchmakingUseCase: MatchmakingUseCase, @unchecked Sendable {
  /// A method call the mock received.
  public enum Call: Equatable, Sendable {
    /// `getUserInfo(id:)` with this id.
    case getUserInfo(Int)
    /// `startMatch(userIds:)` with these ids.
    case startMatch([Int])
    /// `endMatch(id:)` with this id.
    case endMatch(Int)
  }

  /// How a call is answered.
  public enum Outcome: Sendable {
    /// Emitted on `userInfo`.
    case user(User)
    /// Emitted on `matchStarted`.
    case match(Match)
    /// Emitted on `matchEnded`.
    case ended(Int)
    /// Emitted on `networkError` as given.
    case networkError(APIError)
    /// Emitted on `duplicatedUserIds`.
    case duplicatedUserIds([Int])
    /// The request ends without emitting anything (what a cancellation does).
    case silentFailure
    /// Never answered: stays counted by `isLoading`.
    case hang
  }

  /// An answer: `outcome`, `delay` virtual ticks after the call.
  public struct Response: Sendable {
    /// Virtual ticks between the call and the answer.
    public let delay: Int
    /// What the answer is.
    public let outcome: Outcome

    /// An answer of `outcome`, `delay` ticks after the call.
    public init(delay: Int, outcome: Outcome) {
      self.delay = delay
      self.outcome = outcome
    }
  }

  /// Event: the user answered to `getUserInfo(id:)`.
  public var userInfo: Infallible<User> { users.asInfallible() }
  /// Event: the match answered to `startMatch(userIds:)`.
  public var matchStarted: Infallible<Match> { started.asInfallible() }
  /// Event: the id answered to `endMatch(id:)`.
  public var matchEnded: Infallible<Int> { ended.asInfallible() }
  /// Event: every scripted `.networkError`, as given.
  public var networkError: Infallible<APIError> { networkErrors.asInfallible() }
  /// Event: every scripted `.duplicatedUserIds`.
  public var duplicatedUserIds: Infallible<[Int]> { duplicated.asInfallible() }
  /// How many calls are not answered yet (`.hang` calls stay counted).
  public let inFlight = BehaviorRelay(value: 0)

  private let users = PublishRelay<User>()
  private let started = PublishRelay<Match>()
  private let ended = PublishRelay<Int>()
  private let networkErrors = PublishRelay<APIError>()
  private let duplicated = PublishRelay<[Int]>()

  private let scheduler: TestScheduler
  private let lock = NSLock()
  private var respond: (Call) -> Response
  private var recordedCalls: [Call] = []
  private var emittedNetwork: [APIError] = []
  private var emittedDuplicated: [[Int]] = []
  private var deliveredMatches = 0
  private var deliveredEnds: [Int] = []

  /// Answers on `scheduler`, each call as `respond` says (by default, never).
  public init(
    scheduler: TestScheduler,
    respond: @escaping (Call) -> Response = { _ in .init(delay: 0, outcome: .hang) }
  ) {
    self.scheduler = scheduler
    self.respond = respond
  }

  /// Replaces the answer for later calls.
  public func answer(_ respond: @escaping (Call) -> Response) {
    lock.withLock { self.respond = respond }
  }

  /// Every call so far, in order.
  public var calls: [Call] { lock.withLock { recordedCalls } }
  /// The errors emitted on `networkError` so far, in order.
  public var emittedNetworkErrors: [APIError] { lock.withLock { emittedNetwork } }
  /// The ids emitted on `duplicatedUserIds` so far, in order.
  public var emittedDuplicatedUserIds: [[Int]] { lock.withLock { emittedDuplicated } }
  /// How many matches were delivered so far.
  public var deliveredMatchCount: Int { lock.withLock { deliveredMatches } }
  /// The ids of the ended matches delivered so far, in order.
  public var deliveredEndedIds: [Int] { lock.withLock { deliveredEnds } }

  /// State: `true` while any call is unanswered.
  public var isLoading: Infallible<Bool> {
    inFlight.asInfallible().map { $0 > 0 }.distinctUntilChanged()
  }

  /// Records the call and schedules its scripted answer.
  public func getUserInfo(id: Int) { perform(.getUserInfo(id)) }

  /// Records the call and schedules its scripted answer.
  public func startMatch(userIds: [Int]) { perform(.startMatch(userIds)) }

  /// Records the call and schedules its scripted answer.
  public func endMatch(id: Int) { perform(.endMatch(id)) }

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
      case .user(let user): users.accept(user)
      case .match(let match):
        lock.withLock { deliveredMatches += 1 }
        started.accept(match)
      case .ended(let id):
        lock.withLock { deliveredEnds.append(id) }
        ended.accept(id)
      case .networkError(let error):
        lock.withLock { emittedNetwork.append(error) }
        networkErrors.accept(error)
      case .duplicatedUserIds(let ids):
        lock.withLock { emittedDuplicated.append(ids) }
        duplicated.accept(ids)
      case .silentFailure, .hang: break
      }
    }
  }
}
