import Domain
import Presentation

/// Ends matches: `end MATCH_ID` becomes an `EndMatchViewModel` input; the ended match, the
/// spinner and failures are shown.
///
/// Threading: main actor; output subscriptions deliver on the main queue.
@MainActor
final class EndMatchScreen {
  /// The screen owns its ViewModel, as a view controller does (its `disposeBag` holds the
  /// ViewModel's subscriptions).
  private let viewModel: EndMatchViewModel
  private let display: Display
  private let endMatch = PublishRelay<Int>()
  private let disposeBag = DisposeBag()

  init(viewModel: EndMatchViewModel, display: Display) {
    self.viewModel = viewModel
    self.display = display
    let output = viewModel.transform(
      input: EndMatchViewModel.Input(endMatch: endMatch.asObservable()))
    output.isLoading.drive(onNext: { [weak self] isLoading in
      MainActor.assumeIsolated { self?.display.setLoading(isLoading, source: "end") }
    }).disposed(by: disposeBag)
    output.matchEnded.emit(onNext: { [weak self] id in
      MainActor.assumeIsolated { self?.display.show(.matchEnded(id: id)) }
    }).disposed(by: disposeBag)
    output.networkError.emit(onNext: { [weak self] error in
      MainActor.assumeIsolated { self?.display.show(.networkError(error)) }
    }).disposed(by: disposeBag)
  }

  func end(matchId: Int) {
    endMatch.accept(matchId)
  }
}
