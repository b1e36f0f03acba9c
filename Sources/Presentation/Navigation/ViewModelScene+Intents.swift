extension ViewModelScene {
  /// The scene of an ``IntentsViewModel``: new `Intents` as `inputs`, and `viewModel`
  /// transformed once over their `input`. No relays or closure to write: a `PagedList`, a
  /// `CachedValue`, a `Submission` or a `CachedValueWithSubmission` is one line
  /// (`ViewModelScene(list)`), and the view sends `scene.inputs.load.accept(query)`.
  ///
  /// Threading: main actor; build it inside `SharingScheduler.mock(_:_:)` in tests. Errors:
  /// cannot fail. Lifetime: as `init(_:inputs:_:)`.
  public convenience init<Model: IntentsViewModel>(_ viewModel: Model)
  where Model.Intents == Inputs, Model.Output == Output {
    self.init(viewModel, inputs: Model.Intents()) { $0.input }
  }
}
