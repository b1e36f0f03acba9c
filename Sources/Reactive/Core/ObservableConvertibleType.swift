/// Anything that can present itself as an `Observable`: observables, subjects, relays, `Single`,
/// `Driver`, `Signal`, `ErrorTracker`, `ActivityIndicator`.
public protocol ObservableConvertibleType<Element>: Sendable {
  /// The type of the elements of the sequence.
  associatedtype Element
  /// Returns this value as an `Observable` of the same elements and terminal event.
  func asObservable() -> Observable<Element>
}
