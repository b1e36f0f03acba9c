import Domain
import Presentation

/// Ends matches (`DELETE /matches/{id}`), in the package's Input/Output shape.
///
/// A stopgap that lives in the App target because neither `MatchmakingUseCase` nor
/// `LobbyViewModel` can end a match yet; it belongs in Presentation (over a use case) once they
/// can. It applies the use cases' request policy (`guardingSession`) to the repository call.
///
/// Error contract: every failure but a cancellation fires `Output.networkError` once, inside the
/// `flatMap`, so a failure never ends the input. Threading: inputs on any thread; outputs on
/// the main queue. Lifetime: subscriptions live in `disposeBag`; closures never capture `self`.
final class EndMatchViewModel: ViewModel, Sendable {
  struct Input: Sendable {
    /// End the match with this id.
    let endMatch: Observable<Int>
  }

  struct Output: Sendable {
    /// State: `true` while a request is in flight; starts with `false`.
    let isLoading: Driver<Bool>
    /// Event: the match with this id ended.
    let matchEnded: Signal<Int>
    /// Event: ending a match failed (unknown match: `.notFound`).
    let networkError: Signal<APIError>
  }

  let disposeBag = DisposeBag()
  private let repository: any MatchRepository
  private let sessionStore: any SessionStore

  init(repository: any MatchRepository, sessionStore: any SessionStore) {
    self.repository = repository
    self.sessionStore = sessionStore
  }

  func transform(input: Input) -> Output {
    let activity = ActivityIndicator()
    let ended = PublishRelay<Int>()
    let failed = PublishRelay<APIError>()
    input.endMatch
      .flatMap { [repository, sessionStore] id in
        activity.trackActivity(repository.endMatch(id: id).guardingSession(sessionStore))
          .map { _ in Result<Int, APIError>.success(id) }
          .catch { .just(.failure(APIError(classifying: $0))) }
      }
      .subscribe(onNext: { result in
        switch result {
        case .success(let id): ended.accept(id)
        case .failure(let error): if !error.isCancellation { failed.accept(error) }
        }
      })
      .disposed(by: disposeBag)
    return Output(
      isLoading: activity.asDriver(), matchEnded: ended.asSignal(), networkError: failed.asSignal())
  }
}
