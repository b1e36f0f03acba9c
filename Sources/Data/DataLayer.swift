import Domain

/// The Data layer: the network stack, DTOs and `Default…` repository implementations.
public enum DataLayer {}
