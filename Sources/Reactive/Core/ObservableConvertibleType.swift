/// Anything that can present itself as an `Observable`: observables, subjects, relays, `Single`,
/// `Driver`, `Signal`, `ErrorTracker`, `ActivityIndicator`.
public protocol ObservableConvertibleType<Element>: Sendable {
  associatedtype Element
  func asObservable() -> Observable<Element>
}
