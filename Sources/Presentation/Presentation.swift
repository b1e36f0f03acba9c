import Domain

/// The Presentation layer: ViewModels (Input/Output `transform`) and Reactors.
public enum Presentation {}
