import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `PlayerSearchViewModel` over a scripted use case, with relay inputs and every output
/// recorded in virtual time.
final class SearchHarness {
  let scheduler = TestScheduler()
  let useCase = MockPlayerSearchUseCase()
  private(set) var viewModel: PlayerSearchViewModel?
  let query = PublishRelay<String>()
  let search = PublishRelay<Void>()
  let loadMore = PublishRelay<Void>()
  let output: PlayerSearchViewModel.Output
  let bag = DisposeBag()

  /// The shown results, without their source (see `sources`).
  let results: TestableObserver<PlayerSearchResults>
  /// The source of each `results` value, in the same order.
  let sources: TestableObserver<ValueSource>
  let isLoading: TestableObserver<Bool>
  let searchError: TestableObserver<APIError>
  let hasMore: TestableObserver<Bool>

  init() {
    let viewModel = PlayerSearchViewModel(useCase: useCase)
    self.viewModel = viewModel
    let input = PlayerSearchViewModel.Input(
      query: query.asObservable(), search: search.asObservable(),
      loadMore: loadMore.asObservable())
    output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
    results = scheduler.createObserver(PlayerSearchResults.self)
    sources = scheduler.createObserver(ValueSource.self)
    isLoading = scheduler.createObserver(Bool.self)
    searchError = scheduler.createObserver(APIError.self)
    hasMore = scheduler.createObserver(Bool.self)
    output.results.drive(onNext: { [results, sources] shown in
      results.onNext(shown.value)
      sources.onNext(shown.source)
    }).disposed(by: bag)
    output.isLoading.drive(onNext: isLoading.onNext).disposed(by: bag)
    output.searchError.emit(onNext: searchError.onNext).disposed(by: bag)
    output.hasMore.drive(onNext: hasMore.onNext).disposed(by: bag)
  }

  func releaseViewModel() { viewModel = nil }

  var eventCount: Int {
    results.events.count + isLoading.events.count + searchError.events.count
      + hasMore.events.count
  }

  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.scheduleAt(time, action: action)
  }

  /// Types `text` and taps search at `time`.
  func searchFor(_ text: String, at time: Int) {
    at(time) {
      self.query.accept(text)
      self.search.accept(())
    }
  }
}
