import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The lobby screen's scene: its `LobbyViewModelType`, transformed once over `inputs` (look a
/// player up, add one, remove one by id, start a match, end one by id), and the `output` the
/// view binds. Its route is `output.sessionLost`.
///
/// Threading: main actor; build it inside `SharingScheduler.mock` in tests. Lifetime: held by
/// the flow while the screen is in its stack; the ViewModel lives as long as the scene.
public typealias LobbyScene = ViewModelScene<
  (
    loadUser: PublishRelay<Int>, addPlayer: PublishRelay<User>, removePlayer: PublishRelay<Int>,
    startMatch: PublishRelay<Void>, endMatch: PublishRelay<Int>
  ),
  LobbyViewModel.Output
>
