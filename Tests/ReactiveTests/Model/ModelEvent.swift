/// An event of the model's sequences (elements are `Int`, errors are named).
enum ModelEvent: Equatable, CustomStringConvertible {
  case next(Int)
  case error(String)
  case completed

  var isStop: Bool {
    if case .next = self { return false }
    return true
  }

  var description: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let name): "error(\(name))"
    case .completed: "completed"
    }
  }
}
