/// What a `WindowSink` processes: the start of the subscription, a source event, or the timer
/// of the window with the given id.
enum WindowItem<Element> {
  case start
  case event(Event<Element>)
  case tick(Int)
}
