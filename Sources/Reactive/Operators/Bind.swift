#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ObservableType {
  /// Forwards every event, terminal ones included, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe(AnyObserver { event in for observer in observers { observer.on(event) } })
  }

  /// Forwards every event to each of `observers`, wrapping elements in an optional.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    subscribe(
      AnyObserver { event in
        for observer in observers { observer.on(event.map { $0 }) }
      })
  }

  /// Accepts every element into each of `relays`, as RxRelay does: a relay can carry neither
  /// completion nor error. Completion is ignored. An error cannot be forwarded; where RxRelay
  /// traps in debug builds, this prints it to standard error and ends the binding, so it is
  /// neither lost silently nor a crash: bind relays to sequences that cannot fail (`Driver`,
  /// `Signal`, or after `catch`).
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bindAccepting(relay: "PublishRelay") { element in for relay in relays { relay.accept(element) }
    }
  }

  /// Accepts every element into each of `relays`. Contract as the `PublishRelay` form.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bindAccepting(relay: "BehaviorRelay") { element in for relay in relays { relay.accept(element) }
    }
  }

  /// Accepts every element, as an optional, into each of `relays`. Contract as the
  /// `PublishRelay` form.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    bindAccepting(relay: "PublishRelay") { element in for relay in relays { relay.accept(element) }
    }
  }

  /// Accepts every element, as an optional, into each of `relays`. Contract as the
  /// `PublishRelay` form.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    bindAccepting(relay: "BehaviorRelay") { element in for relay in relays { relay.accept(element) }
    }
  }

  /// Accepts every element with `accept`; ignores completion; reports an error (which a relay
  /// cannot carry) on standard error. The shared body of the relay bindings.
  @inlinable
  func bindAccepting(
    relay: String, _ accept: @escaping @Sendable (Element) -> Void
  ) -> any Disposable {
    subscribe(
      AnyObserver { event in
        switch event {
        case .next(let element): accept(element)
        case .error(let error): reportBindingError(error, relay: relay)
        case .completed: break
        }
      })
  }

  /// Hands this sequence to `binder` (RxSwift's curried `bind(to:)`), returning its result.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }
}

/// Writes an error that reached a relay binding to standard error (with `write(2)`: the kernel
/// does not import Foundation, whose error bridging would change how errors compare).
@usableFromInline
func reportBindingError(_ error: any Error, relay: String) {
  var message = "Binding error to \(relay): \(error)\n"
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
