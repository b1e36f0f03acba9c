/// Whether `take(while:behavior:)` also emits the element that fails the predicate.
public enum TakeBehavior: Sendable {
  /// Emits the element that fails the predicate before completing.
  case inclusive
  /// Completes without emitting the element that fails the predicate (the default).
  case exclusive
}
