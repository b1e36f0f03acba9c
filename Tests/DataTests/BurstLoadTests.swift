import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A burst of writes through the whole stack (`MatchmakingClient` over `DefaultNetworkSession`)
/// against the loopback server: 500 `POST /matches`, 64 in flight, each naming two players no
/// other request names, so every one must succeed — exactly one outcome each, none lost in the
/// kernel's accept queue, and the server started exactly as many matches as the client saw.
///
/// The stack hands at most `maxConnectionsPerHost` requests to URLSession at once (6 by
/// default; the rest wait in its own queue, where a cancelled one is never sent): 64 requests in
/// flight would then be 6 connections. The client here allows 64. Even so, loopback answers so fast that the client rarely has 64
/// requests on the wire at once; so the server gathers the first 64 (`gatherNext(count:)`: none
/// is answered before all arrived), which takes 64 connections opened in one burst — what
/// overflowed the server's old listen backlog of 5 — and the other 436 reuse them.
///
/// Bounded: 500 requests of a few hundred bytes on loopback; about a second in a debug build.
/// The deadline of each request (60 s) and the suite's time limit only catch a hang.
@Suite("Load: a burst of writes on loopback", .timeLimit(.minutes(3)))
struct BurstLoadTests {
  static let writes = 500
  static let inFlight = 64

  @Test func test_when500MatchesStartWith64InFlight_thenEachSucceedsOnceAndTheServerCountsThemAll()
    async throws
  {
    try await APIServer.with { server in
      // given 1 000 players of our own, a client allowing 64 connections, signed in
      let players = try await server.addPlayers(count: 2 * Self.writes)
      let client = try MatchmakingClient(
        baseURL: server.baseURL, timeout: .seconds(60), maxConnectionsPerHost: Self.inFlight)
      try await client.login(nickname: "alice", password: "secret")
      try await server.gatherNext(count: Self.inFlight)
      let before = try await server.stats()
      let started = ContinuousClock.now

      // when 500 matches of distinct pairs start, 64 at a time
      var outcomes: [Int: Result<Match, RequestFailure<MatchmakingError>>] = [:]
      var duplicateOutcomes = 0
      await withTaskGroup(of: (Int, Result<Match, RequestFailure<MatchmakingError>>).self) {
        group in
        func add(_ index: Int) {
          let pair = [players.lowerBound + 2 * index, players.lowerBound + 2 * index + 1]
          group.addTask {
            do throws(RequestFailure<MatchmakingError>) {
              return (index, .success(try await client.startMatch(userIds: pair)))
            } catch {
              return (index, .failure(error))
            }
          }
        }
        var next = 0
        while next < Self.inFlight {
          add(next)
          next += 1
        }
        while let (index, outcome) = await group.next() {
          if outcomes.updateValue(outcome, forKey: index) != nil { duplicateOutcomes += 1 }
          if next < Self.writes {
            add(next)
            next += 1
          }
        }
      }
      let elapsed = started.duration(to: .now)
      let stats = try await server.stats()

      // then one outcome per request, every one a success, and as many matches on the server
      let failures = outcomes.values.compactMap { outcome -> RequestFailure<MatchmakingError>? in
        guard case .failure(let failure) = outcome else { return nil }
        return failure
      }
      let lost = failures.filter { failure in
        guard case .network(.transport(.connectionLost)) = failure else { return false }
        return true
      }
      let matches = outcomes.values.compactMap { try? $0.get() }
      #expect(duplicateOutcomes == 0)
      #expect(outcomes.count == Self.writes)
      #expect(Set(outcomes.keys) == Set(0..<Self.writes))
      #expect(lost.isEmpty, "\(lost.count) connections lost")
      #expect(
        failures.isEmpty,
        "\(failures.count) failed, the first: \(failures.first.map { "\($0)" } ?? "")")
      #expect(Set(matches.map(\.id)).count == matches.count)
      #expect(stats.matchesStarted - before.matchesStarted == matches.count)
      #expect(stats.activeMatches == matches.count)
      #expect(stats.listenBacklog >= 128)
      // the first 64 were on the wire together, so there were 64 connections at once
      #expect(stats.gathered - before.gathered == 1 && stats.gatherTimeouts == 0)
      #expect(stats.peakConnections >= Self.inFlight)
      // The figures, for the record (not asserted: speed belongs in the benchmarks).
      print(
        "BurstLoadTests: \(Self.writes) writes, \(Self.inFlight) in flight: "
          + "\(matches.count) succeeded, \(failures.count) failed in \(elapsed); "
          + "\(stats.connections - before.connections) connections accepted, "
          + "\(stats.peakConnections) open at most; listen backlog \(stats.listenBacklog)")
    }
  }
}
