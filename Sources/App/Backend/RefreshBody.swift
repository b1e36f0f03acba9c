import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The `POST /auth/refresh` body the embedded backend accepts.
struct RefreshBody: Decodable, Sendable {
  let refreshToken: String
}
