import CleanDataTesting

/// The leaderboard routes the integration suites add to the library's loopback server.
enum LeaderboardRoutes {
  /// Season 7, page 0: alice and bob, with a next page; needs a signed-in user.
  static let firstPageOfSeason7 = APIServer.Route(
    method: "GET", path: "/leaderboard", query: ["season": "7", "page": "0"],
    requiresAuthorization: true,
    answer: .envelope(
      data: """
        {"entries": [{"id": 1, "nickname": "alice", "rating": 2100, "rank": 1},
                     {"id": 2, "nickname": "bob", "rating": 2050, "rank": 2}],
         "hasNext": true}
        """))
}
