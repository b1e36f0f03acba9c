import CleanDomain
import CleanReactive
import CleanReactiveTesting

extension TestScheduler {
  /// A single that answers `result` `delay` virtual ticks after it is subscribed, and never if
  /// it is disposed first (what a cancelled request does). Each subscription answers anew.
  public func single<Value>(after delay: Int, _ result: Result<Value, APIError>) -> Single<Value> {
    switch result {
    case .success(let value):
      createColdObservable([.next(delay, value), .completed(delay)]).asSingle()
    case .failure(let error):
      single(after: delay, failingWith: error)
    }
  }

  /// A single that fails with `error` — of any type, e.g. a `ForeignError` — `delay` virtual
  /// ticks after it is subscribed.
  public func single<Value>(after delay: Int, failingWith error: any Error) -> Single<Value> {
    createColdObservable([Recorded<Event<Value>>.error(delay, error)]).asSingle()
  }
}
