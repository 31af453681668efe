#ifndef CFILESWAP_H
#define CFILESWAP_H

/// Atomically exchanges the entries at paths `a` and `b` (both MUST exist, on
/// one file system): Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP).
/// Returns 0, or -1 with errno set (EINVAL or ENOTSUP when the file system
/// cannot exchange).
int mfs_exchange_paths(const char *a, const char *b);

#endif
