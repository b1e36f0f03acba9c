import CleanReactive
import CleanReactiveUI

/// A screen's scene: its ViewModel, transformed once over the relays the view feeds (`inputs`),
/// and the `output` the view binds. What a flow builds for a screen and holds while the screen
/// is in its stack.
///
/// `inputs` is whatever the view feeds: one relay for a ViewModel with one input, a tuple of
/// named relays for several (`(query: PublishRelay<String>(), search: PublishRelay<Void>())`),
/// `()` for none. The closure given to the initializer turns them into the ViewModel's `Input`,
/// once; it may adapt them (a tap that sends the id the screen shows). An ``IntentsViewModel``
/// — `PagedList`, `CachedValue`, `Submission`, `CachedValueWithSubmission`, or a ViewModel
/// that declares its relays — needs neither: `ViewModelScene(list)` makes its `Intents` the
/// `inputs` (see `init(_:)`), and ``SceneOf`` names the scene.
///
/// ```swift
/// import CleanDomain
/// import CleanPresentation
/// import CleanReactive
/// import CleanReactiveUI
///
/// @MainActor
/// func playerScene(id: Int, useCase: any PlayerProfileUseCase)
///   -> ViewModelScene<PublishRelay<Void>, PlayerViewModel.Output>
/// {
///   ViewModelScene(PlayerViewModel(userId: id, useCase: useCase), inputs: PublishRelay()) {
///     .init(load: $0.asObservable())
///   }
/// }
/// ```
///
/// The view sends `scene.inputs.accept(())` and binds `scene.output.user`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock(_:_:)` in tests, so that the
/// output's traits deliver on the `TestScheduler`. Errors: building a scene cannot fail; the
/// outputs carry the ViewModel's errors as it states them. Lifetime: the scene holds the
/// ViewModel strongly and nothing holds the scene but its owner (a `NavigationFlow` holds it
/// while its screen is in the stack), so the ViewModel deallocates when the owner lets go; route
/// subscriptions live with the scene (in `routes`, or in the flow's `FlowRoutes`, bound where the
/// scene is built with `routing(_:)`).
@MainActor
public final class ViewModelScene<Inputs, Output> {
  /// The screen's ViewModel, held for as long as the scene lives. A view binds `inputs` and
  /// `output`, not the ViewModel; a test may hold it weakly to see it deallocate.
  public let viewModel: AnyObject
  /// What the view feeds: the relays the ViewModel's `Input` was built from.
  public let inputs: Inputs
  /// What the view binds: the outputs of the one `transform(input:)` call.
  public let output: Output
  /// The subscriptions a coordinator makes on `output`'s routes, disposed with the scene. A
  /// `NavigationFlow` does not need it (its `FlowRoutes` keep theirs with the scene); a
  /// coordinator of your own over `StackCoordinator` binds its routes here, so that a popped
  /// scene's routes go with it.
  public let routes = DisposeBag()

  /// Transforms `viewModel`, once, over the `Input` that `makeInput` builds from `inputs`.
  public init<Model: ViewModel>(
    _ viewModel: Model, inputs: Inputs, _ makeInput: (Inputs) -> Model.Input
  ) where Model.Output == Output {
    self.viewModel = viewModel
    self.inputs = inputs
    output = viewModel.transform(input: makeInput(inputs))
  }
}
