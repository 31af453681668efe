import MFS

/// Parallel work over a page of view models, engine-provided (on iOS, a
/// concurrent `DispatchQueue` and `concurrentPerform`).
public typealias Precomputation = MFS.Precomputation
