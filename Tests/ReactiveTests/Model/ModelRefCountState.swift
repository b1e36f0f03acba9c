/// The shared state of RxSwift's `RefCount` producer: how many subscribers count, which
/// connection they counted in, and its disposable.
final class ModelRefCountState {
  var count = 0
  var connectionId = 0
  var connectableSubscription: ModelDisposable?
}
