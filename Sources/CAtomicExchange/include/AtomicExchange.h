#ifndef NAPKIN_ATOMIC_EXCHANGE_H
#define NAPKIN_ATOMIC_EXCHANGE_H

/// Swaps the names of two existing paths in one step, so that no moment exists at which either
/// name is missing: `renameat2` with `RENAME_EXCHANGE` on Linux, `renamex_np` with
/// `RENAME_SWAP` on Apple platforms.
///
/// Returns 0, or -1 with `errno` set. `errno` is `ENOSYS`, `EINVAL` or `ENOTSUP` where the
/// system or the file system cannot swap; the caller then falls back to two renames.
int napkin_exchange_paths(const char *first, const char *second);

#endif
