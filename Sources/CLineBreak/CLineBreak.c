#include "CLineBreak.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

struct MFSBreaker {
    UBreakIterator *iterator;
};

MFSBreaker *mfs_breaker_create(MFSBreakKind kind) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(kind == MFS_BREAK_LINE ? UBRK_LINE : UBRK_CHARACTER,
                                         "", NULL, 0, &status);
    if (U_FAILURE(status)) return NULL;
    MFSBreaker *breaker = malloc(sizeof(MFSBreaker));
    if (breaker == NULL) { ubrk_close(iterator); return NULL; }
    breaker->iterator = iterator;
    return breaker;
}

void mfs_breaker_destroy(MFSBreaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t mfs_breaker_boundaries(MFSBreaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *boundaries, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t at = ubrk_next(breaker->iterator); at != UBRK_DONE && at < length;
         at = ubrk_next(breaker->iterator)) {
        if (count < capacity) boundaries[count] = at;
        count += 1;
    }
    return count;
}

int32_t mfs_script(uint32_t scalar) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)scalar, &status);
    return U_FAILURE(status) ? -1 : (int32_t)script;
}

MFSLineBreak mfs_line_break(uint32_t scalar) {
    switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC: return MFS_LINE_BREAK_ALPHABETIC;
    case U_LB_NUMERIC: return MFS_LINE_BREAK_NUMERIC;
    case U_LB_HYPHEN: return MFS_LINE_BREAK_HYPHEN;
    case U_LB_BREAK_AFTER: return MFS_LINE_BREAK_BREAK_AFTER;
    case U_LB_CLOSE_PUNCTUATION: case U_LB_CLOSE_PARENTHESIS: case U_LB_EXCLAMATION:
    case U_LB_INFIX_NUMERIC: return MFS_LINE_BREAK_CLOSING;
    case U_LB_PREFIX_NUMERIC: case U_LB_POSTFIX_NUMERIC: return MFS_LINE_BREAK_AFFIX;
    case U_LB_BREAK_SYMBOLS: return MFS_LINE_BREAK_SYMBOLS;
    case U_LB_COMBINING_MARK: return MFS_LINE_BREAK_COMBINING;
    default: return MFS_LINE_BREAK_OTHER;
    }
}
