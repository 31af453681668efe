import MFS

/// `IndexPath` of a table row: `IndexPath(row:section:)`, `.row`, `.section` (`MFS.IndexPath`).
public typealias IndexPath = MFS.IndexPath
