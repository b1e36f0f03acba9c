import CleanReactive

/// The state of a request of this package, failing with the domain's `APIError`.
public typealias Loadable<Value> = Async<Value, APIError>
