/*
 * An integer in decimal, as Python's str() and JSON write it: the one digit writer of the compiled
 * cores (refscore/fast/_fastcore.c, the batch's lines; refscore/judge/_scorecore.c, a penalty's
 * lines). Why not snprintf: it reads a format at every call, and a line holds some twenty numbers.
 */
#ifndef REFSCORE_DECIMAL_H
#define REFSCORE_DECIMAL_H

#include <stdint.h>

/* `value` written at `at` (room for 20 bytes: 19 digits and a sign); the end of what was written */
static inline char *put_decimal(char *at, int64_t value) {
    char digits[24];
    int count = 0;
    uint64_t rest = value < 0 ? 0ULL - (uint64_t)value : (uint64_t)value;
    do {
        digits[count++] = (char)('0' + rest % 10);
        rest /= 10;
    } while (rest);
    if (value < 0) *at++ = '-';
    while (count) *at++ = digits[--count];
    return at;
}

#endif
