import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// One titled step of the guided tour.
struct TourStep: Sendable, Equatable {
  let title: String
  let items: [TourItem]
}
