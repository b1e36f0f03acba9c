/// Wire `data` of a 409 from `POST /matches`: `{"duplicatedUserIds": [Int]}`.
///
/// `Codable`, so a test or a stub server can encode the body it wants to answer with.
public struct DuplicatedUsersDTO: Codable, Sendable, Equatable {
  /// Wire `duplicatedUserIds`: the ids named twice or already in a match, as the server sent
  /// them (possibly repeated, in any order).
  public let duplicatedUserIds: [Int]

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(duplicatedUserIds: [Int]) {
    self.duplicatedUserIds = duplicatedUserIds
  }
}
