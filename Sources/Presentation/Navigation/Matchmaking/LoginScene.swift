import CleanDomain
import CleanReactive
import CleanReactiveUI

/// The login screen: its `LoginReactor` and the request tracking its view shows (spinner,
/// generic alert). Its route is `reactor.signedIn`.
///
/// Threading: main actor. Lifetime: held by the flow while the screen is in its stack.
@MainActor
public final class LoginScene {
  /// The screen's Reactor: send `.login`/`.logout` to `reactor.action`, bind `reactor.state`.
  public let reactor: LoginReactor
  /// The spinner and the generic alert of the screen's requests.
  public let tracking: RequestTracking
  let routes = DisposeBag()

  /// The scene of `reactor`, whose requests `tracking` tracks.
  public init(reactor: LoginReactor, tracking: RequestTracking) {
    self.reactor = reactor
    self.tracking = tracking
  }
}
