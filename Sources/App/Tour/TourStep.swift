/// One titled step of the guided tour.
struct TourStep: Sendable, Equatable {
  let title: String
  let items: [TourItem]
}
