/// The app's files import UIKit, not the engine, yet their view models take the
/// engine's `Language` (moved there from this module): the module imports the
/// engine for all its files, and so for its clients.
@_exported import MFS
