import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `LobbyViewModel` over a scripted use case, with relay inputs and every output recorded in
/// virtual time. The traits are built under `SharingScheduler.mock`.
final class LobbyHarness {
  let scheduler = TestScheduler()
  let useCase: MockMatchmakingUseCase
  private(set) var viewModel: LobbyViewModel?
  let loadUser = PublishRelay<Int>()
  let addPlayer = PublishRelay<User>()
  let removePlayer = PublishRelay<Int>()
  let startMatch = PublishRelay<Void>()
  let endMatch = PublishRelay<Int>()
  let output: LobbyViewModel.Output
  let bag = DisposeBag()

  let players: TestableObserver<[User]>
  let isLoading: TestableObserver<Bool>
  let loadedUser: TestableObserver<User>
  let networkError: TestableObserver<Void>
  let networkErrorDetail: TestableObserver<APIError>
  let duplicatedUserIds: TestableObserver<[Int]>
  let matchStarted: TestableObserver<Match>
  let matchEnded: TestableObserver<Int>

  init() {
    useCase = MockMatchmakingUseCase(scheduler: scheduler)
    let viewModel = LobbyViewModel(useCase: useCase)
    self.viewModel = viewModel
    let input = LobbyViewModel.Input(
      loadUser: loadUser.asObservable(), addPlayer: addPlayer.asObservable(),
      removePlayer: removePlayer.asObservable(), startMatch: startMatch.asObservable(),
      endMatch: endMatch.asObservable())
    output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    players = scheduler.createObserver([User].self)
    isLoading = scheduler.createObserver(Bool.self)
    loadedUser = scheduler.createObserver(User.self)
    networkError = scheduler.createObserver(Void.self)
    networkErrorDetail = scheduler.createObserver(APIError.self)
    duplicatedUserIds = scheduler.createObserver([Int].self)
    matchStarted = scheduler.createObserver(Match.self)
    matchEnded = scheduler.createObserver(Int.self)
    output.players.drive(onNext: players.onNext).disposed(by: bag)
    output.isLoading.drive(onNext: isLoading.onNext).disposed(by: bag)
    output.loadedUser.emit(onNext: loadedUser.onNext).disposed(by: bag)
    output.networkError.emit(onNext: networkError.onNext).disposed(by: bag)
    output.networkErrorDetail.emit(onNext: networkErrorDetail.onNext).disposed(by: bag)
    output.duplicatedUserIds.emit(onNext: duplicatedUserIds.onNext).disposed(by: bag)
    output.matchStarted.emit(onNext: matchStarted.onNext).disposed(by: bag)
    output.matchEnded.emit(onNext: matchEnded.onNext).disposed(by: bag)
  }

  /// Drops the harness's reference to the ViewModel.
  func releaseViewModel() { viewModel = nil }

  /// How many output events were recorded so far, over all outputs.
  var eventCount: Int {
    players.events.count + isLoading.events.count + loadedUser.events.count
      + networkError.events.count + networkErrorDetail.events.count
      + duplicatedUserIds.events.count + matchStarted.events.count + matchEnded.events.count
  }

  /// Runs `action` at virtual `time`.
  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.scheduleAt(time, action: action)
  }
}
