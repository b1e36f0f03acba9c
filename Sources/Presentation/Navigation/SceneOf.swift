/// The scene of an ``IntentsViewModel``: the view feeds its `Intents` and binds its `Output`.
/// A flow names its screens' scenes with it — `SceneOf<PagedList<Unfiltered, Friend, Never>>` —
/// for `NavigationFlow.scene(for:as:)` and for the views.
public typealias SceneOf<Model: IntentsViewModel> = ViewModelScene<Model.Intents, Model.Output>
