#ifndef NAPKIN_ATOMIC_EXCHANGE_H
#define NAPKIN_ATOMIC_EXCHANGE_H

/// Swaps the names of two existing paths in one step, so that no moment exists at which either
/// name is missing: the `renameat2` system call with `RENAME_EXCHANGE` on Linux, `renamex_np`
/// with `RENAME_SWAP` on Apple platforms.
///
/// Returns 0, or -1 with `errno` set. Where the system or the file system cannot swap, `errno`
/// is `ENOSYS` (an old kernel, another system), `EINVAL` (a file system without the swap, such
/// as NFS or FUSE), `ENOTSUP`/`EOPNOTSUPP`, or `EPERM` (a sandbox that forbids the call); the
/// caller then renames twice.
int napkin_exchange_paths(const char *first, const char *second);

#endif
