import CleanDomain
import CleanReactive
import CleanReactiveUI

/// What a player-search screen depends on: any ViewModel with the search Input and Output.
public protocol PlayerSearchViewModelType: ViewModel
where Input == PlayerSearchViewModel.Input, Output == PlayerSearchViewModel.Output {}
