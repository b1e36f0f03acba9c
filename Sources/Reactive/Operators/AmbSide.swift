/// Which source of an `amb` won the election.
enum AmbSide: Sendable {
  case left
  case right
}
