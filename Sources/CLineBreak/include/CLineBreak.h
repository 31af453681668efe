#ifndef MFS_CLINEBREAK_H
#define MFS_CLINEBREAK_H

#include <stdint.h>

/// ICU break iterators behind unversioned names (ICU's C symbols carry a
/// version suffix, e.g. ubrk_open_72, that Swift cannot call portably).
///
/// A breaker is NOT thread-safe: use one per thread or guard it with a lock.

typedef enum {
    /// UAX #14 line-break opportunities (ICU's UBRK_LINE).
    MFS_BREAK_LINE = 0,
    /// Extended grapheme cluster boundaries (ICU's UBRK_CHARACTER).
    MFS_BREAK_CHARACTER = 1,
} MFSBreakKind;

typedef struct MFSBreaker MFSBreaker;

/// A breaker of `kind` with the root locale; NULL when ICU fails.
MFSBreaker *mfs_breaker_create(MFSBreakKind kind);

void mfs_breaker_destroy(MFSBreaker *breaker);

/// Writes the boundaries of `text` (UTF-16, `length` units) that lie strictly
/// between 0 and `length`, ascending, into `boundaries` (at most `capacity`).
/// Returns how many there are (which may exceed `capacity`), or -1 when ICU fails.
int32_t mfs_breaker_boundaries(MFSBreaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *boundaries, int32_t capacity);

/// ICU's script code of `scalar` (USCRIPT_COMMON is 0, USCRIPT_INHERITED 1),
/// or -1 when ICU fails. Thread-safe.
int32_t mfs_script(uint32_t scalar);
/// The UAX #14 line-break classes words' scans tell apart; the rest are OTHER.
typedef enum {
    MFS_LINE_BREAK_OTHER = 0,
    MFS_LINE_BREAK_ALPHABETIC = 1,  // AL
    MFS_LINE_BREAK_NUMERIC = 2,     // NU
    MFS_LINE_BREAK_HYPHEN = 3,      // HY
    MFS_LINE_BREAK_BREAK_AFTER = 4, // BA
    MFS_LINE_BREAK_CLOSING = 5,     // CL, CP, EX, IS
    MFS_LINE_BREAK_COMBINING = 6,   // CM
    MFS_LINE_BREAK_AFFIX = 7,       // PR, PO
    MFS_LINE_BREAK_SYMBOLS = 8,     // SY
} MFSLineBreak;

/// `scalar`'s line-break class among `MFSLineBreak`'s. Thread-safe.
MFSLineBreak mfs_line_break(uint32_t scalar);

#endif
