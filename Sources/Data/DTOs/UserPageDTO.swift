import CleanDomain
import CleanReactive

/// Wire `data` of a user search: `{"items": [User], "page": Int, "hasNext": Bool}`.
///
/// `Codable`, so a test or a stub server can encode the body it wants to answer with.
public struct UserPageDTO: Codable, Sendable, Equatable {
  /// Wire `items`: the users on this page, in the server's order.
  public let items: [UserDTO]
  /// Wire `page`: the 0-based index of this page.
  public let page: Int
  /// Wire `hasNext`: whether a further page exists.
  public let hasNext: Bool

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(items: [UserDTO], page: Int, hasNext: Bool) {
    self.items = items
    self.page = page
    self.hasNext = hasNext
  }

  /// The domain's `Page<User>`, each item mapped with `UserDTO.toDomain()`.
  public func toDomain() -> Page<User> {
    Page(items: items.map { $0.toDomain() }, page: page, hasNext: hasNext)
  }
}
