import MFS

/// `NSTextAlignment`: `.left`, `.center`, `.right`.
public typealias NSTextAlignment = TextAlignment
