import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The `POST /matches` body the embedded backend accepts: integers only (`true` or `1.5` is 400).
struct StartMatchBody: Decodable, Sendable {
  let userIds: [Int]
}
