import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation

/// A `LeaderboardViewModel` over a scripted `Repository`, with relay inputs and every output
/// recorded in virtual time; each test file adds its own way to script the repository.
final class LeaderboardHarness<Repository> {
  typealias State = LeaderboardViewModel.State

  let scheduler = TestScheduler()
  let repository: Repository
  let load = PublishRelay<Int>()
  let nextPage = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  let bag = DisposeBag()
  let viewModel: LeaderboardViewModel
  /// Every state, as the screen receives it.
  let states: TestableObserver<State>
  /// The feature's own output: each `LeaderboardError`.
  let closed: TestableObserver<LeaderboardError>
  /// The generic alert.
  let failures: TestableObserver<APIError>

  /// The ViewModel over `makeUseCase(repository)`, transformed inside the mocked scheduler.
  init(repository: Repository, makeUseCase: (Repository) -> LoadLeaderboardUseCase) {
    self.repository = repository
    let viewModel = LeaderboardViewModel(useCase: makeUseCase(repository))
    let input = LeaderboardViewModel.Input(
      load: load.asObservable(), nextPage: nextPage.asObservable(),
      refresh: refresh.asObservable(), retry: retry.asObservable())
    self.viewModel = viewModel
    let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    states = scheduler.createObserver(State.self)
    closed = scheduler.createObserver(LeaderboardError.self)
    failures = scheduler.createObserver(APIError.self)
    output.state.drive(onNext: states.onNext).disposed(by: bag)
    output.featureError.emit(onNext: closed.onNext).disposed(by: bag)
    output.networkError.emit(onNext: failures.onNext).disposed(by: bag)
  }

  /// The state the screen shows now.
  var shown: State? { states.elements.last }

  /// Each list of entries shown, once per change (a state that changes only loading, the
  /// source or the error shows the same entries and adds nothing).
  var entries: [[LeaderboardEntry]] {
    states.elements.map(\.items).reduce(into: []) { shown, items in
      if shown.last != items { shown.append(items) }
    }
  }

  /// Each state's time and state, in order.
  var timeline: [(time: Int, state: State)] {
    states.events.compactMap { event in event.value.element.map { (event.time, $0) } }
  }
}
