import CleanDomain
import CleanReactive

/// Wire `data` of a user search: `{"items": [User], "page": Int, "hasNext": Bool}`.
public struct UserPageDTO: Decodable, Sendable, Equatable {
  public let items: [UserDTO]
  public let page: Int
  public let hasNext: Bool

  public func toDomain() -> UserPage {
    UserPage(items: items.map { $0.toDomain() }, page: page, hasNext: hasNext)
  }
}
