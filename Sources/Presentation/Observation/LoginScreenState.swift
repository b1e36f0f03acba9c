import CleanDomain
import CleanReactive
import CleanReactiveUI
import Observation

/// The login screen's state as `@Observable` state, for a SwiftUI-style view: holds a
/// `LoginReactor`, mirrors its `state` and sends the view's actions to it.
///
/// Threading: main actor only; `state` changes on the main actor, where the Reactor's state
/// delivers. Errors: wrong credentials show as `state.session == .failed(.unauthorized)`; other
/// failures go to the `RequestTracking` the Reactor was given, as for any view. Lifetime: when
/// this object goes away, its subscription is disposed and the Reactor is released.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class LoginScreenState {
  /// What the login view renders.
  public private(set) var state: LoginReactor.State

  @ObservationIgnored private let reactor: LoginReactor
  @ObservationIgnored private let bindings = OutputBindings()

  /// Starts from the Reactor's current state and follows it. In tests, create it inside
  /// `SharingScheduler.mock(_:_:)` with a scheduler that runs on the main actor.
  public init(reactor: LoginReactor) {
    self.reactor = reactor
    state = reactor.currentState
    bindings.bind(reactor.state, to: \.state, on: self)
  }

  /// Sends what the user did to the Reactor.
  public func send(_ action: LoginReactor.Action) {
    reactor.action.accept(action)
  }
}
