import CleanDomain
import CleanReactive
import CleanReactiveUI

/// What a lobby screen depends on: any ViewModel with the lobby's
/// Input and Output, so a view or test can substitute its own.
public protocol LobbyViewModelType: ViewModel
where Input == LobbyViewModel.Input, Output == LobbyViewModel.Output {}
