import CleanDomain
import Testing

@testable import CleanDemo

private let alice = User(id: 1, nickname: "alice", rating: 1000)
private let match = Match(id: 1, userIds: [1, 2])

/// The order a command's events are printed in does not depend on the order they arrived in.
@Suite struct CommandTranscriptTests {
  /// What arrives, as the screens report it: a spinner change or another event.
  enum Arrival: Sendable {
    case spinner(Bool)
    case event(ViewEvent)
  }

  @Test(arguments: [
    // login: the answer before or after the spinner goes down
    (
      [Arrival.spinner(true), .event(.loggedIn(alice)), .spinner(false)],
      [ViewEvent.loading(true), .loading(false), .loggedIn(alice)]
    ),
    (
      [.spinner(true), .spinner(false), .event(.loggedIn(alice))],
      [.loading(true), .loading(false), .loggedIn(alice)]
    ),
    // start: the lobby it emptied and the match, in either order
    (
      [.spinner(true), .event(.lobby(userIds: [])), .event(.matchStarted(match)), .spinner(false)],
      [.loading(true), .loading(false), .matchStarted(match), .lobby(userIds: [])]
    ),
    (
      [.spinner(true), .spinner(false), .event(.matchStarted(match)), .event(.lobby(userIds: []))],
      [.loading(true), .loading(false), .matchStarted(match), .lobby(userIds: [])]
    ),
    // a read with a stored copy that then fails: the copy first, then the alert, whatever the
    // order they arrived in
    (
      [
        .spinner(true), .event(.networkError(.transport(.timedOut(.outcomeUnknown)))),
        .event(.user(alice, source: .cache)), .spinner(false),
      ],
      [
        .loading(true), .loading(false), .user(alice, source: .cache),
        .networkError(.transport(.timedOut(.outcomeUnknown))),
      ]
    ),
    // a read with a stored copy: the copy, then the server's answer
    (
      [
        .spinner(true), .event(.user(alice, source: .network)),
        .event(.user(alice, source: .cache)), .spinner(false),
      ],
      [
        .loading(true), .loading(false), .user(alice, source: .cache),
        .user(alice, source: .network),
      ]
    ),
    // add of a player not on screen: the profile, then the lobby with them
    (
      [
        .spinner(true), .event(.user(alice, source: .network)), .event(.lobby(userIds: [1])),
        .spinner(false),
      ],
      [.loading(true), .loading(false), .user(alice, source: .network), .lobby(userIds: [1])]
    ),
    // a failure
    (
      [
        .spinner(true), .event(.networkError(.notFound(HTTPFailure(status: 404)))), .spinner(false),
      ],
      [.loading(true), .loading(false), .networkError(.notFound(HTTPFailure(status: 404)))]
    ),
    // a re-login that fails with a 500: the alert, and the session still signed in
    (
      [
        .spinner(true), .event(.loggedIn(alice)),
        .event(.networkError(.server(HTTPFailure(status: 500)))),
        .spinner(false),
      ],
      [
        .loading(true), .loading(false), .networkError(.server(HTTPFailure(status: 500))),
        .loggedIn(alice),
      ]
    ),
    (
      [
        .spinner(true), .spinner(false), .event(.networkError(.server(HTTPFailure(status: 500)))),
        .event(.loggedIn(alice)),
      ],
      [
        .loading(true), .loading(false), .networkError(.server(HTTPFailure(status: 500))),
        .loggedIn(alice),
      ]
    ),
    // a conflict: the duplicated players, then the lobby
    (
      [
        .spinner(true), .event(.lobby(userIds: [3])), .event(.duplicatedUsers(ids: [2])),
        .spinner(false),
      ],
      [.loading(true), .loading(false), .duplicatedUsers(ids: [2]), .lobby(userIds: [3])]
    ),
    // a local command: no spinner at all
    ([.event(.lobby(userIds: [1]))], [.lobby(userIds: [1])]),
    // the spinner flickering inside one command folds into one up and one down
    (
      [
        .spinner(true), .spinner(false), .spinner(true), .event(.user(alice, source: .network)),
        .spinner(false),
      ],
      [.loading(true), .loading(false), .user(alice, source: .network)]
    ),
  ])
  func test_whenEventsArriveInSomeOrder_thenTheyComeOutInTheDocumentedOrder(
    arrivals: [Arrival], expected: [ViewEvent]
  ) {
    // given
    var transcript = CommandTranscript(spinnerIsOn: false)
    var isOn = false
    // when
    for arrival in arrivals {
      switch arrival {
      case .spinner(let on):
        isOn = on
        transcript.spinnerChanged(isOn: on)
      case .event(let event): transcript.append(event)
      }
    }
    // then
    #expect(transcript.ordered(spinnerIsOn: isOn) == expected)
  }

  @Test func test_whenTheSpinnerOutlivesTheCommand_thenOnlyItsStartIsShown() {
    // given: a request that has not answered when the command gave up waiting
    var transcript = CommandTranscript(spinnerIsOn: false)
    // when
    transcript.spinnerChanged(isOn: true)
    // then
    #expect(transcript.ordered(spinnerIsOn: true) == [.loading(true)])
  }

  @Test func test_whenTheSpinnerWasAlreadyOn_thenTheNextCommandShowsItGoingDownOnly() {
    // given: the previous command left the spinner on
    var transcript = CommandTranscript(spinnerIsOn: true)
    // when: the late request ends and this command's answer arrives
    transcript.spinnerChanged(isOn: true)
    transcript.append(.user(alice, source: .network))
    // then
    #expect(
      transcript.ordered(spinnerIsOn: false) == [.loading(false), .user(alice, source: .network)])
  }

  @Test func test_whenAStoredCopyIsShown_thenItIsNotTheOutcomeThatEndsTheCommand() {
    // given
    let copies: [ViewEvent] = [
      .user(alice, source: .cache),
      .searchResults(users: [alice], page: 0, hasNext: false, source: .cache),
    ]
    let answers: [ViewEvent] = [
      .user(alice, source: .network),
      .searchResults(users: [alice], page: 0, hasNext: false, source: .network),
    ]
    // when / then: the server's answer (or its failure) ends a command, a stored copy does not
    #expect(copies.allSatisfy { !$0.isOutcome })
    #expect(answers.allSatisfy { $0.isOutcome })
  }
}
