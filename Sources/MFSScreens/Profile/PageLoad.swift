import UIKit
import MFS

/// The next page of the profile's wall, as `loadNextPage` hands it to the
/// background: which page, and the table size read on the main thread.
/// On iOS a global queue runs it at once; the engine has no queues, so
/// whoever drives the screen calls `run` and hands the posts to `pageDidLoad`.
public struct PageLoad: Hashable, Sendable {
    /// 1 for the first page after the mock-up's posts.
    public let page: Int
    public let tableSize: CGSize

    // region: run
    /// Loads the page's posts and computes their frames on every core
    /// (`Precomputation.perform`, one worker per core by default), so the rows
    /// come with their caches full; returns them and what each worker did.
    package func run(workers: Int = Precomputation.coreCount) -> PrecomputedPage {
        let posts = WallPostViewModel.feed(count: ProfileViewModel.pageSize, seed: UInt64(page))
        let record = Precomputation.perform(posts.count, workers: workers) { index in
            AppCells.calculateCoordinates(posts[index], tableSize: tableSize)
        }
        return PrecomputedPage(posts: posts, workers: record)
    }
    // endregion
}
