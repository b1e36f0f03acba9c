import Foundation

/// A new empty folder under the system's temporary folder, for one test's real files.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The store file's place in the folder.
  var store: URL { url.appendingPathComponent("matchmaking.sqlite") }

  /// The names of the files in the folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// The permission bits of `url`.
  static func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
