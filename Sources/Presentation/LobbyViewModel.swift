import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The lobby: look players up by id, gather them, start a match,
/// end a match.
///
/// Requests go through the `MatchmakingUseCase`, which splits failures: duplicated users reach
/// `Output.duplicatedUserIds` (typed), every other failure reaches `Output.networkError` (as
/// `Void`, with the typed error on `Output.networkErrorDetail`), each exactly once;
/// cancellations reach nothing. A failure never ends an input.
///
/// Threading: inputs may emit on any thread; outputs deliver on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; closures capture relays
/// and the use case, never `self`.
public final class LobbyViewModel: LobbyViewModelType, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  private let useCase: any MatchmakingUseCase
  private let players = BehaviorRelay<[User]>(value: [])

  /// Creates the ViewModel over `useCase`, which it holds strongly.
  public init(useCase: any MatchmakingUseCase) {
    self.useCase = useCase
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    input.loadUser
      .subscribe(onNext: { [useCase] id in useCase.getUserInfo(id: id) })
      .disposed(by: disposeBag)

    input.addPlayer
      .subscribe(onNext: { [players] user in players.mutate { $0 + [user] } })
      .disposed(by: disposeBag)

    input.removePlayer
      .subscribe(onNext: { [players] id in players.mutate { $0.filter { $0.id != id } } })
      .disposed(by: disposeBag)

    input.startMatch
      .withLatestFrom(players)
      .subscribe(onNext: { [useCase] lobby in useCase.startMatch(userIds: lobby.map(\.id)) })
      .disposed(by: disposeBag)

    input.endMatch
      .subscribe(onNext: { [useCase] id in useCase.endMatch(id: id) })
      .disposed(by: disposeBag)

    useCase.matchStarted
      .subscribe(onNext: { [players] _ in players.accept([]) })
      .disposed(by: disposeBag)

    return Output(
      players: players.asDriver(),
      isLoading: useCase.isLoading.asDriver(onErrorJustReturn: false),
      loadedUser: useCase.userInfo.asSignal(onErrorSignalWith: .empty()),
      networkError: useCase.networkError.asSignal(onErrorSignalWith: .empty()).map { _ in () },
      networkErrorDetail: useCase.networkError.asSignal(onErrorSignalWith: .empty()),
      duplicatedUserIds: useCase.duplicatedUserIds.asSignal(onErrorSignalWith: .empty()),
      matchStarted: useCase.matchStarted.asSignal(onErrorSignalWith: .empty()),
      matchEnded: useCase.matchEnded.asSignal(onErrorSignalWith: .empty())
    )
  }
}
