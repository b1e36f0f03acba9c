import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Where the local store lives, if anywhere: `DIR/matchmaking.sqlite`.
///
/// - `--no-state`: nowhere (everything in memory).
/// - `--state-dir DIR`: in `DIR`, for every backend and the tour.
/// - otherwise, against a real server (`--base-url`): in `$XDG_STATE_HOME/matchmaking-demo`
///   (when that variable holds an absolute path), else `~/.local/state/matchmaking-demo`.
/// - otherwise, on the embedded backend (the tour, `repl` and `run` without `--base-url`):
///   nowhere. That backend is born again with every run, so what the run would keep of it
///   could only mislead the next one; and the tour tells the same story every time.
///
/// Pure; thread-safe.
enum StateLocation {
  /// The store's file name inside the state folder.
  static let fileName = "matchmaking.sqlite"
  /// The folder's name under the XDG state home.
  static let folderName = "matchmaking-demo"

  /// The store file for `options` in `environment`; `nil` for no store. `home` is the user's
  /// home folder, for the default.
  static func file(
    options: LaunchOptions, environment: [String: String],
    home: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> URL? {
    if options.keepsNoState { return nil }
    if let directory = options.stateDirectory {
      return URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(fileName)
    }
    guard !options.usesEmbeddedBackend else { return nil }
    let stateHome: URL
    if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
      stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      stateHome = home.appendingPathComponent(".local/state", isDirectory: true)
    }
    return stateHome.appendingPathComponent(folderName, isDirectory: true)
      .appendingPathComponent(fileName)
  }
}
