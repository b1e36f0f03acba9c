import CleanPrimitives

/// Defers the disposal of an operator's sources that its own terminal event requests while the
/// operator is still subscribing them, to the moment its setup ends — RxSwift's `SinkDisposer`.
/// So `merge(error, xs)` or `xs.take(until: just(0))` still subscribes `xs` and disposes it in
/// the same instant, as RxSwift does, instead of never subscribing it.
///
/// Threading: lock-free; any thread may request the disposal, the subscribing thread ends the
/// setup. Errors: none.
@usableFromInline
final class SetupGate: @unchecked Sendable {
  // The first stored property: reached only through `state` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var stateWord: Int = 0
  /// 0: setting up; 1: setting up, disposal requested; 2: set up.
  @inlinable var state: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }

  @inlinable
  init() {
    checkFirstStoredProperty(&stateWord, of: self)
  }

  /// `true` when the caller must dispose now; `false` when the disposal waits for `endSetup()`.
  @inlinable
  func disposesNow() -> Bool {
    !state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
  }

  /// Ends the setup; `true` when a disposal was requested meanwhile (the caller disposes now).
  @inlinable
  func endSetup() -> Bool {
    state.exchange(2, ordering: .acquiringAndReleasing) == 1
  }
}
