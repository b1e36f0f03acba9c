/// The query of a list that has none (an unfiltered list): its read takes
/// `PageRequest<Unfiltered>`, whose `page` is all it carries, and a
/// `PagedList<Unfiltered, Item, E>` (CleanPresentation) loads it with `load()`.
///
/// Threading: an immutable `Sendable` value.
public struct Unfiltered: Hashable, Sendable {
  /// The one value.
  public init() {}
}
