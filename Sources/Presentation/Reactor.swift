import CleanDomain
import CleanReactive
import CleanReactiveUI

/// A ReactorKit-style unidirectional ViewModel: the view sends an `Action`;
/// `mutate(action:)` turns it into `Mutation`s (running requests on the way); `reduce` folds
/// each mutation into the `State`, which the view renders.
///
/// Contract for every Reactor of this package:
/// - `action` is the only input; it never fails, and nothing a request does ends it;
/// - `mutate(action:)` never fails: a request's failure becomes a mutation (or a report to an
///   `ErrorTracker`) inside it;
/// - `reduce` is pure; `state` replays the current state to each new subscriber;
/// - no stream closure captures `self` strongly: the Reactor deallocates when its owner lets go.
public protocol Reactor: AnyObject, Sendable {
  /// What the view sends: the user's intents.
  associatedtype Action
  /// What `mutate(action:)` produces and `reduce(state:mutation:)` applies.
  associatedtype Mutation
  /// What the view renders.
  associatedtype State

  /// Input: the view's actions.
  var action: PublishRelay<Action> { get }
  /// The state before any action.
  var initialState: State { get }
  /// The state now.
  var currentState: State { get }
  /// Output (state): the current state, then every new one, on the main queue (or the mocked
  /// `SharingScheduler`).
  var state: Driver<State> { get }

  /// The mutations an action causes, over time.
  func mutate(action: Action) -> Observable<Mutation>
  /// The state after `mutation`. Pure.
  func reduce(state: State, mutation: Mutation) -> State
}

extension Reactor {
  /// Wires `action` → `mutate` → `reduce` into `store` for the lifetime of `disposeBag`
  /// (ReactorKit's state stream). Call once, from the Reactor's initializer. The closures hold
  /// the Reactor weakly; mutations run concurrently (`flatMap`) and are reduced one at a time.
  public func bind(_ store: BehaviorRelay<State>, disposedBy disposeBag: DisposeBag) {
    bind(store, disposedBy: disposeBag, afterReduce: { _ in })
  }

  /// `bind(_:disposedBy:)`, running `afterReduce` for each mutation right after its new state
  /// was stored (and delivered to the store's subscribers), in the same serialized delivery:
  /// the place for a one-shot event that must follow the state that carries it (reporting a
  /// failure to an `ErrorTracker`), since anything a mutation's own stream does is not ordered
  /// with the states (`flatMap` may hand a mutation to another thread to deliver).
  public func bind(
    _ store: BehaviorRelay<State>, disposedBy disposeBag: DisposeBag,
    afterReduce: @escaping @Sendable (Mutation) -> Void
  ) {
    action
      .flatMap { [weak self] action -> Observable<Mutation> in
        self?.mutate(action: action) ?? .empty()
      }
      .subscribe(onNext: { [weak self] mutation in
        guard let self else { return }
        store.mutate { self.reduce(state: $0, mutation: mutation) }
        afterReduce(mutation)
      })
      .disposed(by: disposeBag)
  }
}
