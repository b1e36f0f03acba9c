import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A `SessionStore` that tells a `SecretRedactor` about every token it stores (access and
/// refresh, at login and at each refresh) before storing it, and of the session `base` already
/// holds when it is made (one a store kept from an earlier run); otherwise forwards to `base`.
///
/// Threading: thread-safe when `base` is; the atomic operations stay atomic in `base`.
final class RedactingSessionStore: SessionStore {
  private let base: any SessionStore
  private let redactor: SecretRedactor

  init(base: any SessionStore, redactor: SecretRedactor) {
    self.base = base
    self.redactor = redactor
    if let stored = base.session { remember(stored) }
  }

  var session: Session? { base.session }

  func save(_ session: Session) {
    remember(session)
    base.save(session)
  }

  func clear() {
    base.clear()
  }

  func clear(ifTokenIs token: String) {
    base.clear(ifTokenIs: token)
  }

  func replace(ifTokenIs token: String, with session: Session) -> Bool {
    remember(session)
    return base.replace(ifTokenIs: token, with: session)
  }

  private func remember(_ session: Session) {
    redactor.remember(session.token)
    if let refreshToken = session.refreshToken { redactor.remember(refreshToken) }
  }
}
