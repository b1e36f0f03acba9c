/// The screens of the flow over the kit's blocks: a paged list of friends, then one friend.
enum FriendScreen: Hashable, Sendable {
  case friends
  case friend(id: Int)
}
