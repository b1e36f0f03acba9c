import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The CLI's view of the flow, built by the composition root, and what the commands drive.
///
/// Threading: main actor.
@MainActor
struct DemoScreens {
  let display: Display
  /// The flow's view: the screens the flow shows, one view per scene.
  let flowView: FlowView
  /// The searches typed at this server (`search QUERY` records, `recent` lists).
  let recentSearches: any RecentSearches
  /// The embedded backend's fault switch (`nil` against a real server); the tour scripts it.
  let faults: FaultInjector?
  /// The embedded backend's router (`nil` against a real server); the tour expires its tokens.
  let router: BackendRouter?
}
