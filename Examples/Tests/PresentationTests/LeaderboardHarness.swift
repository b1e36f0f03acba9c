import CleanDomain
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation

/// A `LeaderboardViewModel` over a scripted `Repository`, with relay inputs and every output
/// recorded in virtual time; each test file adds its own way to script the repository.
final class LeaderboardHarness<Repository> {
  let scheduler = TestScheduler()
  let repository: Repository
  let load = PublishRelay<Int>()
  let loadMore = PublishRelay<Void>()
  let bag = DisposeBag()
  let viewModel: LeaderboardViewModel
  let entries: TestableObserver<[LeaderboardEntry]>
  let source: TestableObserver<ValueSource>
  let loading: TestableObserver<Bool>
  let hasMore: TestableObserver<Bool>
  let closed: TestableObserver<String?>
  let failures: TestableObserver<APIError>
  /// The last `isLoading` value seen when each `entries` value arrived.
  let loadingWhenEntriesArrive: TestableObserver<Bool?>

  /// The ViewModel over `makeUseCase(repository)`, transformed inside the mocked scheduler.
  init(repository: Repository, makeUseCase: (Repository) -> LoadLeaderboardUseCase) {
    self.repository = repository
    let viewModel = LeaderboardViewModel(useCase: makeUseCase(repository))
    let input = LeaderboardViewModel.Input(
      load: load.asObservable(), loadMore: loadMore.asObservable())
    self.viewModel = viewModel
    let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    entries = scheduler.createObserver([LeaderboardEntry].self)
    source = scheduler.createObserver(ValueSource.self)
    loading = scheduler.createObserver(Bool.self)
    hasMore = scheduler.createObserver(Bool.self)
    closed = scheduler.createObserver(String?.self)
    failures = scheduler.createObserver(APIError.self)
    loadingWhenEntriesArrive = scheduler.createObserver(Bool?.self)
    output.isLoading.drive(onNext: loading.onNext).disposed(by: bag)
    output.entries
      .drive(onNext: { [loading, entries, loadingWhenEntriesArrive] value in
        loadingWhenEntriesArrive.onNext(loading.elements.last)
        entries.onNext(value)
      })
      .disposed(by: bag)
    output.source.drive(onNext: source.onNext).disposed(by: bag)
    output.hasMore.drive(onNext: hasMore.onNext).disposed(by: bag)
    output.closed.emit(onNext: closed.onNext).disposed(by: bag)
    output.networkError.emit(onNext: failures.onNext).disposed(by: bag)
  }
}
