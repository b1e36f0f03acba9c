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
/// One state: `Output.state` is the lobby's players and loading as one `State`, built with
/// every event from one serialized source: the inputs and the use case's outputs are decided one
/// at a time, and each change is delivered as its state, then its event (a match that started
/// empties the lobby in the state, then fires `matchStarted`). The use case reports a request's
/// outcome after its loading went down, so a request shows its state with `isLoading == false`
/// and then its one event (a result or a failure). `players` and `isLoading` are projections of
/// the state.
///
/// Threading: inputs may emit on any thread; outputs deliver on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: subscriptions live in `disposeBag`; closures capture the
/// store and the use case, never `self`.
public final class LobbyViewModel: LobbyViewModelType, Sendable {
  /// Holds the subscriptions `transform(input:)` makes; they end when the ViewModel does.
  public let disposeBag = DisposeBag()
  private let useCase: any MatchmakingUseCase
  private let store = SerialStore<State, State, Outcome>(.initial) { $0 }

  /// Creates the ViewModel over `useCase`, which it holds strongly.
  public init(useCase: any MatchmakingUseCase) {
    self.useCase = useCase
  }

  /// Wires `input` to the use case and returns the outputs. Call once per screen.
  public func transform(input: Input) -> Output {
    let store = store
    bindUseCase(to: store)

    input.loadUser
      .subscribe(onNext: { [useCase] id in useCase.getUserInfo(id: id) })
      .disposed(by: disposeBag)
    input.addPlayer
      .subscribe(onNext: { user in store.setPlayers { $0 + [user] } })
      .disposed(by: disposeBag)
    input.removePlayer
      .subscribe(onNext: { id in store.setPlayers { $0.filter { $0.id != id } } })
      .disposed(by: disposeBag)
    input.startMatch
      .subscribe(onNext: { [useCase] in
        useCase.startMatch(userIds: store.core.players.map(\.id))
      })
      .disposed(by: disposeBag)
    input.endMatch
      .subscribe(onNext: { [useCase] id in useCase.endMatch(id: id) })
      .disposed(by: disposeBag)

    // the store's relays cannot fail: every projection is an `Infallible`, a trait at once
    let state = store.states.asInfallible()
    let outcomes = store.events.asInfallible()
    let networkError = outcomes.compactMap { if case .networkError(let e) = $0 { e } else { nil } }
    return Output(
      players: state.map(\.players).distinctUntilChanged().asDriver(),
      isLoading: state.map(\.isLoading).distinctUntilChanged().asDriver(),
      loadedUser: outcomes.compactMap { if case .loadedUser(let u) = $0 { u } else { nil } }
        .asSignal(),
      networkError: networkError.map { _ in () }.asSignal(),
      networkErrorDetail: networkError.asSignal(),
      duplicatedUserIds: outcomes.compactMap {
        if case .duplicatedUserIds(let ids) = $0 { ids } else { nil }
      }.asSignal(),
      matchStarted: outcomes.compactMap { if case .matchStarted(let m) = $0 { m } else { nil } }
        .asSignal(),
      matchEnded: outcomes.compactMap { if case .matchEnded(let id) = $0 { id } else { nil } }
        .asSignal(),
      state: state.asDriver()
    )
  }

  /// Feeds the use case's outputs into the store: loading as state, each outcome as an event
  /// (a started match also empties the lobby).
  private func bindUseCase(to store: SerialStore<State, State, Outcome>) {
    useCase.isLoading
      .subscribe(onNext: { isLoading in
        store.update { state in
          guard state.isLoading != isLoading else { return nil }
          state = State(players: state.players, isLoading: isLoading)
          return []
        }
      })
      .disposed(by: disposeBag)
    useCase.matchStarted
      .subscribe(onNext: { match in
        store.update { state in
          state = State(players: [], isLoading: state.isLoading)
          return [.matchStarted(match)]
        }
      })
      .disposed(by: disposeBag)
    useCase.userInfo.subscribe(onNext: { store.send(.loadedUser($0)) }).disposed(by: disposeBag)
    useCase.matchEnded.subscribe(onNext: { store.send(.matchEnded($0)) }).disposed(by: disposeBag)
    useCase.networkError.subscribe(onNext: { store.send(.networkError($0)) })
      .disposed(by: disposeBag)
    useCase.duplicatedUserIds.subscribe(onNext: { store.send(.duplicatedUserIds($0)) })
      .disposed(by: disposeBag)
  }
}

extension SerialStore where Core == LobbyViewModel.State {
  /// Changes the lobby's players.
  fileprivate func setPlayers(_ change: ([User]) -> [User]) {
    update { state in
      state = LobbyViewModel.State(players: change(state.players), isLoading: state.isLoading)
      return []
    }
  }
}
