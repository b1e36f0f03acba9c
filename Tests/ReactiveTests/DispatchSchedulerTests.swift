import CleanDomain
import CleanReactive
import Testing

@Suite struct DispatchSchedulerTests {
  /// Regression: a delay too long to count in nanoseconds (`.seconds(.max)`, meant as "never")
  /// overflowed and trapped the process.
  @Test func test_whenDelayIsTooLongToCount_thenItIsScheduledForNeverWithoutATrap() {
    // given
    let scheduler = SerialDispatchQueueScheduler(label: "never")
    let ran = BooleanDisposable()
    // when
    let scheduled = scheduler.schedule(after: .seconds(Int64.max)) { ran.dispose() }
    scheduled.dispose()
    // then: we got here, and the action did not run
    #expect(!ran.isDisposed)
  }
}
