import CleanReactive
import CleanReactiveUI

/// A player screen's scene: its `PlayerViewModel`, transformed once over `inputs` (the view
/// sends `inputs.accept(())` to (re)load the player), and the `output` the view binds. Its route
/// is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
public typealias PlayerScene = ViewModelScene<PublishRelay<Void>, PlayerViewModel.Output>
