extension ViewModelScene {
  /// This scene, after `bind` has bound its routes: a flow's branch for a screen is then one
  /// expression, the scene with its routes, rather than a `let`, the bindings and a `return`.
  ///
  /// ```swift
  /// import CleanDomain
  /// import CleanPresentation
  /// import CleanReactive
  /// import CleanReactiveUI
  ///
  /// enum FriendsScreen: Hashable, Sendable {
  ///   case friends
  ///   case friend(id: Int)
  /// }
  ///
  /// @MainActor
  /// func friendsFlow(
  ///   friends: @escaping @Sendable (PageRequest<Unfiltered>) -> SourcedRequest<Page<User>, Never>,
  ///   friend: @escaping @Sendable (Int) -> SourcedRequest<User, Never>
  /// ) -> NavigationFlow<FriendsScreen> {
  ///   NavigationFlow(root: .friends) { screen, routes in
  ///     switch screen {
  ///     case .friends:
  ///       ViewModelScene(PagedList(fetch: friends))
  ///         .routing { routes.show($0.inputs.select) { .friend(id: $0.id) } }
  ///     case .friend(let id):
  ///       ViewModelScene(CachedValue { friend(id) })
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Threading: main actor; `bind` runs once, at once, before this returns. Errors: cannot
  /// fail. Lifetime: `bind` is not escaping and is not kept; the scene keeps nothing more than
  /// it did. What `bind` subscribes lives where it is bound: with a `NavigationFlow`'s
  /// `FlowRoutes`, with the scene in the flow, released when its screen leaves the stack.
  public func routing(_ bind: (ViewModelScene) -> Void) -> ViewModelScene {
    bind(self)
    return self
  }
}
