/// A subject of the model (RxSwift's `SubjectType`): an observer its connection feeds and a
/// sequence whose `subscribe` is not a `Producer` (no sink, no trampoline).
protocol ModelSubject: AnyObject {
  func on(_ event: ModelEvent)
  func subscribe(_ observer: @escaping (ModelEvent) -> Void) -> ModelDisposable
}
