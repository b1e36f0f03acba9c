/// A ``ViewModel`` whose `Input` is built from a bundle of relays, its `Intents`: what lets
/// `ViewModelScene(_:)` build its scene with no relays or adapting closure written by the flow,
/// and ``SceneOf`` name that scene.
///
/// `PagedList`, `CachedValue`, `Submission` and `CachedValueWithSubmission` are ones. A
/// ViewModel of your own is one when it declares a nested `Intents: ScreenIntents` whose `Input`
/// is its own:
///
/// ```swift
/// import CleanPresentation
/// import CleanReactive
/// import CleanReactiveUI
///
/// final class CounterViewModel: IntentsViewModel, Sendable {
///   struct Input: Sendable {
///     let increment: Observable<Void>
///   }
///
///   struct Output: Sendable {
///     let count: Driver<Int>
///   }
///
///   /// What the view feeds: a tap on "+".
///   struct Intents: ScreenIntents {
///     let increment = PublishRelay<Void>()
///     var input: Input { Input(increment: increment.asObservable()) }
///   }
///
///   let disposeBag = DisposeBag()
///
///   func transform(input: Input) -> Output {
///     Output(count: input.increment.scan(0) { count, _ in count + 1 }.asDriver(onErrorJustReturn: 0))
///   }
/// }
///
/// @MainActor
/// func counterScene() -> SceneOf<CounterViewModel> {
///   ViewModelScene(CounterViewModel())  // the view sends `scene.inputs.increment.accept(())`
/// }
/// ```
///
/// The conformance adds no rule to ``ViewModel``'s: the contract (transformed once, inputs that
/// never fail, outputs as Drivers and Signals) is the same.
public protocol IntentsViewModel: ViewModel {
  /// The relays the view feeds, from which `Input` is built.
  associatedtype Intents: ScreenIntents where Intents.Input == Input
}
