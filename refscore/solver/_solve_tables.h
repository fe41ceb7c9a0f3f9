/* The transposition tables (part of refscore/solver/_solvecore.c, see docs/solver.md): bounds of
 * trick starts keyed on the cards in the hands, the leader and the sweep flags; a small two-way table
 * for the last three tricks' starts and a growing open-addressed one for the others; and the pool
 * that keeps freed tables between solves, shared by every thread (a lock guards it, since the
 * search runs without the GIL). */
#ifndef _SOLVE_TABLES_H
#define _SOLVE_TABLES_H

#include <stdlib.h>
#include <string.h>

#include "_solve_state.h"

#define PROBES 8
#define TT_MIN_BITS 10
#define TT_START_BITS 13 /* 96 KiB: a median deal's solve stores ~2.3 k entries there; see start_state */
#define TT_DEFAULT_MAX_BITS 20
#define TT_SMALL_BITS 15   /* tt_small: 2^15 entries of 12 bytes (384 KiB), in buckets of two */
#define TT_SMALL_SIZE ((size_t)1 << TT_SMALL_BITS)
#define TT_SMALL_TRICKS 3  /* trick starts with at most this many tricks left: tt_small (see tt_find) */

/* Bounds are stored in 16 bits (tt_store): a lower bound above TT_HIGHEST is stored as TT_HIGHEST
 * (a smaller lower bound is still one) and an upper bound from TT_HIGHEST up as TT_HIGHEST, which
 * lead reads back as no bound at all. Every value of the shipped variants fits (162 card points and
 * a last-trick bonus of at most 350), so nothing is lost there; points or bonuses beyond (up to
 * MAX_POINTS and MAX_BONUS) only weaken the bounds above 32766: the values stay exact. */
#define TT_HIGHEST INT16_MAX
#define TAG_KEY ((1u << 27) - 1)
#define TAG_BEST 27

/* -- the transposition table ------------------------------------------------------------------------ */

/* The first slot of a key in a table of 2^bits: the top bits of one multiplication (Fibonacci
 * hashing: every bit of the key reaches them), instead of a full mix (two multiplications, three
 * shifts). */
static inline size_t tt_hash(uint32_t live, uint32_t tag, int bits) {
    return (size_t)((((uint64_t)live << 32 | tag) * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

/* The key besides the hands: the leader, the sweep flags and the cards already on the table. */
static inline uint32_t tag_of(const Trick *t, int sweep) {
    uint32_t tag = (uint32_t)t->leader | (uint32_t)sweep << 2 | (uint32_t)t->len << 10;
    for (int i = 0; i < t->len; i++) tag |= (uint32_t)t->cards[i] << (12 + 5 * i);
    return tag;
}

/* The entry of a key, or NULL; `*at` gets the slot tt_store will want for the key as long as the
 * table keeps its size (tt_store_at): the entry's own, else the first empty slot, else -1 (every
 * probe taken: the replacement is chosen at the store). One probe and one hash for both. */
/* Two tables: the trick starts with at most TT_SMALL_TRICKS tricks left go to `tt_small`, a fixed
 * 384 KiB of its own (start_state), in buckets of two slots (a new key first, the older entry second,
 * the oldest dropped); the others to `tt`, which then holds a third of the entries it would. Why: the
 * first probe at a trick start is a cache miss, and on the deals whose `tt` grows past the L2 cache
 * (2^18-2^20 slots, 3-12 MiB) a miss to memory; the small table stays in L2 whatever the deal. It
 * loses some entries (1.4% more positions); entries are bounds only, so values stay exact. The
 * deciding count, `left`, is the same at the find and at the store. */
static const Entry *tt_find(const Core *s, uint32_t live, uint32_t tag, int *at) {
    if (s->left <= s->tt_small_left) { /* a bucket of two slots; `at` its first slot unless found second */
        const Entry *e = &s->tt_small[tt_hash(live, tag, TT_SMALL_BITS - 1) * 2];
        *at = (int)(e - s->tt_small);
        if (e[0].live == live && (e[0].tag & TAG_KEY) == tag) return e;
        if (e[1].live == live && (e[1].tag & TAG_KEY) == tag) {
            *at += 1;
            return e + 1;
        }
        return NULL;
    }
    const size_t mask = ((size_t)1 << s->tt_bits) - 1;
    size_t slot = tt_hash(live, tag, s->tt_bits);
    for (int i = 0; i < PROBES; i++, slot = (slot + 1) & mask) {
        const Entry *e = &s->tt[slot];
        *at = (int)slot;
        if (!e->live) return NULL;
        if (e->live == live && (e->tag & TAG_KEY) == tag) return e;
    }
    *at = -1;
    return NULL;
}

/* The slot for a key: its own, else an empty one, else the one with the fewest cards left. */
static Entry *tt_slot(Entry *tt, int bits, uint32_t live, uint32_t tag, int *fresh) {
    const size_t mask = ((size_t)1 << bits) - 1;
    size_t slot = tt_hash(live, tag, bits);
    Entry *victim = NULL;
    int victim_left = 99;
    for (int i = 0; i < PROBES; i++, slot = (slot + 1) & mask) {
        Entry *e = &tt[slot];
        if (!e->live) {
            *fresh = 1;
            return e;
        }
        if (e->live == live && (e->tag & TAG_KEY) == tag) return e;
        const int left = __builtin_popcount(e->live);
        if (left < victim_left) {
            victim = e;
            victim_left = left;
        }
    }
    return victim;
}

/* -- the tables' memory, kept between solves ------------------------------------------------------------
 * Why: a solve's tables (tt_small 384 KiB, tt 96 KiB at first, more once grown) are large enough that
 * malloc may map them fresh from the kernel and give them back at free, depending on what else the
 * process allocated; every solve then paid ~250 page faults and the kernel's zeroing of each page
 * (about 8% of a median solve's CPU; docs/solver.md). Freed tables go back to this pool instead and
 * are zeroed again by memset, while still mapped and often in the caches. Bounded: at most
 * POOL_PER_SIZE tables of each size, none above POOL_MAX_ENTRIES entries (3 MiB; larger ones go back
 * to the system), POOL_SLOTS in all: at most ~11 MiB kept by a process that solved.
 *
 * The pool is the only state shared between Cores, and searches run without the GIL (the module
 * releases it around each search), so `pool_lock` guards it; the lock is held only while a slot is
 * looked at, never while a table is zeroed or freed. A pooled table not zeroed again gives wrong
 * values, which tests/solver/test_solvecore.py's deals against the Python tier catch. */
#define POOL_SLOTS 8
#define POOL_PER_SIZE 2
#define POOL_MAX_ENTRIES ((size_t)1 << 18)
static struct {
    Entry *table;
    size_t entries;
} pool[POOL_SLOTS];
static PyThread_type_lock pool_lock; /* allocated once, by the module's initialisation (pool_ready) */

/* The pool's lock, allocated on first use by the module's initialisation (with the GIL held); 0 on
 * success, -1 when it cannot be. */
static int pool_ready(void) {
    if (pool_lock == NULL) pool_lock = PyThread_allocate_lock();
    return pool_lock == NULL ? -1 : 0;
}

/* A zeroed table of `entries` entries, from the pool or the system; NULL when memory is short.
 * Callable with or without the GIL. */
static Entry *table_take(size_t entries) {
    Entry *table = NULL;
    PyThread_acquire_lock(pool_lock, WAIT_LOCK);
    for (int i = 0; i < POOL_SLOTS; i++)
        if (pool[i].table != NULL && pool[i].entries == entries) {
            table = pool[i].table;
            pool[i].table = NULL;
            break;
        }
    PyThread_release_lock(pool_lock);
    if (table == NULL) return calloc(entries, sizeof(Entry));
    memset(table, 0, entries * sizeof(Entry));
    return table;
}

/* Gives a table back: to the pool while it has room for one of that size, else to the system.
 * Callable with or without the GIL. */
static void table_give(Entry *table, size_t entries) {
    if (table == NULL) return;
    int kept = 0;
    if (entries <= POOL_MAX_ENTRIES) {
        PyThread_acquire_lock(pool_lock, WAIT_LOCK);
        int same = 0, room = -1;
        for (int i = 0; i < POOL_SLOTS; i++) {
            if (pool[i].table == NULL)
                room = room < 0 ? i : room;
            else if (pool[i].entries == entries)
                same++;
        }
        if (same < POOL_PER_SIZE && room >= 0) {
            pool[room].table = table;
            pool[room].entries = entries;
            kept = 1;
        }
        PyThread_release_lock(pool_lock);
    }
    if (!kept) free(table);
}

/* Double the table while it is more than half full (until tt_max_bits); on a failed allocation the
 * table simply stays as it is (replacement takes over). */
static void tt_grow(Core *s) {
    if (s->tt_bits >= s->tt_max_bits || s->tt_used * 2 < ((size_t)1 << s->tt_bits)) return;
    const int bits = s->tt_bits + 1;
    Entry *tt = table_take((size_t)1 << bits);
    if (tt == NULL) return;
    size_t used = 0;
    for (size_t i = 0; i < ((size_t)1 << s->tt_bits); i++) {
        const Entry *e = &s->tt[i];
        if (!e->live) continue;
        int fresh = 0;
        Entry *slot = tt_slot(tt, bits, e->live, e->tag & TAG_KEY, &fresh);
        if (fresh || __builtin_popcount(slot->live) < __builtin_popcount(e->live)) {
            used += fresh;
            *slot = *e;
        }
    }
    table_give(s->tt, (size_t)1 << s->tt_bits);
    s->tt = tt;
    s->tt_bits = bits;
    s->tt_used = used;
}

/* `best` is always a card (a search tries at least one); were it not, 0 only orders the moves.
 * `at`, `bits`: the slot tt_find gave and the table's size then. Entries are never emptied within a
 * search and a position never recurs below itself, so while the table has that size the slot is
 * still tt_slot's answer when it holds the key or is still empty; else tt_slot probes again. */
static void tt_store(Core *s, uint32_t live, uint32_t tag, int low, int high, int best, int at, int bits) {
    int fresh = 0;
    Entry *e = NULL;
    if (s->left <= s->tt_small_left) {
        e = &s->tt_small[at]; /* a new key goes first in its bucket, the older entry second */
        if (!(at & 1) && !(e->live == live && (e->tag & TAG_KEY) == tag)) e[1] = e[0];
    } else if (at >= 0 && bits == s->tt_bits) {
        e = &s->tt[at];
        if (!e->live)
            fresh = 1;
        else if (!(e->live == live && (e->tag & TAG_KEY) == tag))
            e = NULL;
    }
    if (e == NULL) e = tt_slot(s->tt, s->tt_bits, live, tag, &fresh);
    e->live = live;
    e->tag = tag | (uint32_t)(best < 0 ? 0 : best) << TAG_BEST;
    e->low = (int16_t)(low < -1 ? -1 : low > TT_HIGHEST ? TT_HIGHEST : low); /* values are >= 0 */
    e->high = (int16_t)(high > TT_HIGHEST ? TT_HIGHEST : high < -1 ? -1 : high);
    if (fresh) {
        s->tt_used++;
        tt_grow(s);
    }
}

#endif /* _SOLVE_TABLES_H */
