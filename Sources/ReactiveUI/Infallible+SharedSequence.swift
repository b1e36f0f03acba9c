import CleanReactive

extension Infallible {
  /// The sequence as a `Signal`, with no error argument: it cannot fail. Delivered on
  /// `SharingScheduler.current` (the main queue, unless a test mocked it) as read now, shared,
  /// replaying nothing — as every `asSignal` conversion. Its completion ends the signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal.sharing(asObservable(), on: SharingScheduler.current)
  }

  /// The sequence as a `Driver`, with no error argument: it cannot fail. Delivered on
  /// `SharingScheduler.current` (the main queue, unless a test mocked it) as read now, shared,
  /// replaying the latest element — as every `asDriver` conversion. Its completion ends the
  /// driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver.sharing(asObservable(), on: SharingScheduler.current)
  }
}
