import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// Records each element of a block's output in its own observer and, in the same delivery, in
/// one log of every output, so a test can check both what each output sent and the order of
/// all of them (a state before the event it carries).
struct OutputRecording<Delivery> {
  let log: TestableObserver<Delivery>
  let bag: DisposeBag

  /// Records `driver`'s states in `observer` and, wrapped by `entry`, in the log.
  func record<State>(
    _ driver: Driver<State>, in observer: TestableObserver<State>,
    as entry: @escaping @Sendable (State) -> Delivery
  ) {
    let log = log
    driver.drive(onNext: {
      observer.onNext($0)
      log.onNext(entry($0))
    }).disposed(by: bag)
  }

  /// Records `signal`'s events in `observer` and, wrapped by `entry`, in the log.
  func record<Event>(
    _ signal: Signal<Event>, in observer: TestableObserver<Event>,
    as entry: @escaping @Sendable (Event) -> Delivery
  ) {
    let log = log
    signal.emit(onNext: {
      observer.onNext($0)
      log.onNext(entry($0))
    }).disposed(by: bag)
  }
}
