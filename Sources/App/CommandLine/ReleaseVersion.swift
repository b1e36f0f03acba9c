/// The version of the package this program is built from: the one `VERSION` names and a
/// release is tagged with. `matchmaking-demo --version` prints it.
///
/// Kept in step with `VERSION` by `ReleaseVersionTests`, which reads that file: bump both in
/// the same change (docs/RELEASING.md). A constant, not generated at build time, so every build
/// (SwiftPM, an IDE, a release archive without the file) prints the same thing.
enum ReleaseVersion {
  /// `MAJOR.MINOR.PATCH`, exactly the text of `VERSION`.
  static let current = "0.3.0"
}
