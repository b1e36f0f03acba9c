import CleanDomain

/// What an `AutoMatcher` run did. An immutable `Sendable` value.
public struct AutoMatchReport: Equatable, Sendable {
  /// The matches started, in order.
  public let matches: [Match]
  /// The players dropped because the server said they were duplicated, ascending.
  public let droppedIds: [Int]
  /// The player left without a partner (at most one), if any.
  public let unmatchedIds: [Int]

  /// A report of these matches, dropped players and players left over.
  public init(matches: [Match], droppedIds: [Int], unmatchedIds: [Int]) {
    self.matches = matches
    self.droppedIds = droppedIds
    self.unmatchedIds = unmatchedIds
  }
}
