import CleanReactive
import CleanReactiveUI

/// Binds a screen's outputs to the properties of a main-actor object — the `@Observable` state a
/// SwiftUI-style view reads — for as long as the bindings live.
///
/// Keep it in a stored property of the object it writes to (marked `@ObservationIgnored`): the
/// object is held weakly, and when the object goes away the bindings go with it and dispose
/// every subscription they made, which releases the ViewModel's outputs.
///
/// Threading: main actor only. Writes happen on the main actor, where `Driver` and `Signal`
/// deliver; each delivery asserts it (a trait built inside `SharingScheduler.mock` with a
/// scheduler that does not run on the main actor stops with a message). Errors: none — the
/// traits never fail.
@MainActor
public final class OutputBindings {
  private let disposeBag = DisposeBag()

  /// No bindings yet.
  public init() {}

  /// Writes every element of `driver` to `property` of `object` (the latest state wins).
  public func bind<Object: AnyObject, Value: Sendable>(
    _ driver: Driver<Value>, to property: ReferenceWritableKeyPath<Object, Value>,
    on object: Object
  ) {
    driver.drive(with: object) { object, value in object[keyPath: property] = value }
      .disposed(by: disposeBag)
  }

  /// Calls `onValue` with `object` and every element of `driver`, while `object` is alive: for
  /// a state whose one value sets several properties at once (each observer then sees them
  /// agree).
  public func bind<Object: AnyObject, Value: Sendable>(
    _ driver: Driver<Value>, on object: Object,
    onValue: @escaping @MainActor (Object, Value) -> Void
  ) {
    driver.drive(with: object, onNext: onValue).disposed(by: disposeBag)
  }

  /// Writes every event of `signal` to `property` of `object`, which then holds the last one
  /// (`nil` until the first; the view may set it back to `nil` once it has shown it).
  public func bind<Object: AnyObject, Value: Sendable>(
    _ signal: Signal<Value>, to property: ReferenceWritableKeyPath<Object, Value?>,
    on object: Object
  ) {
    signal.emit(with: object) { object, value in object[keyPath: property] = value }
      .disposed(by: disposeBag)
  }

  /// Calls `onEvent` with `object` and every event of `signal`, while `object` is alive.
  public func bind<Object: AnyObject, Value: Sendable>(
    _ signal: Signal<Value>, on object: Object,
    onEvent: @escaping @MainActor (Object, Value) -> Void
  ) {
    signal.emit(with: object, onNext: onEvent).disposed(by: disposeBag)
  }
}
