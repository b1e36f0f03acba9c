/// The screens of the generic flow tests.
enum ItemScreen: Hashable, Sendable {
  case list
  case item(Int)
}
