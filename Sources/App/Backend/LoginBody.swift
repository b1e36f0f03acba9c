import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The `POST /auth/login` body the embedded backend accepts.
struct LoginBody: Decodable, Sendable {
  let nickname: String
  let password: String
}
