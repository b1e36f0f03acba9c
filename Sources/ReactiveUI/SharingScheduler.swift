import CleanReactive

/// The scheduler that `Driver` and `Signal` deliver on: `MainScheduler.instance`, unless a test
/// swaps it with `mock(_:_:)`.
///
/// The choice is read when a trait is *built* (inside `asDriver`/`asSignal`), from a task-local
/// value, so tests running in parallel cannot disturb one another.
public enum SharingScheduler {
  @TaskLocal
  static var mocked: (any SchedulerType)?

  /// The scheduler traits built now will deliver on.
  public static var current: any SchedulerType {
    mocked ?? MainScheduler.instance
  }

  /// Runs `body` with traits built inside it delivering on `scheduler` (a `TestScheduler` in
  /// tests), like RxCocoa's `SharingScheduler.mock`.
  public static func mock<Result>(
    _ scheduler: any SchedulerType, _ body: () throws -> Result
  ) rethrows -> Result {
    try $mocked.withValue(scheduler, operation: body)
  }
}
