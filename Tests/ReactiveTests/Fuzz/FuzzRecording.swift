/// What one run of a program recorded, as comparable lines: the observer's events with their
/// times, every test source's subscription intervals, and the `do` log.
struct FuzzRecording: Equatable {
  var events: [String] = []
  var subscriptions: [String] = []
  var log: [String] = []

  var lines: [String] {
    events.map { "event " + $0 } + subscriptions.map { "subscription " + $0 }
      + log.map { "do " + $0 }
  }
}
