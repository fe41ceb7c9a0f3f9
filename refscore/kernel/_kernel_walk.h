/* The walk of the rules kernel's table of legal subsets, for the compiled cores.
 *
 * Why a header: the obligations of play are decided in ONE place, refscore/kernel/play.py (`decide`,
 * run once per variant over the 1,024 situations into `LegalTable`). A compiled consumer only
 * computes the situation's facts with mask operations, looks the situation up in the table it was
 * given (one byte per situation: the `Subset` allowed) and returns that subset of the hand. No rule
 * and no rule constant lives here: the fact bits are the kernel's `FEATURES` in their order (each
 * core checks the names it is given against KW_FEATURE_NAMES), the subset codes are `Subset`'s.
 * The compiled solver (refscore/solver/_solvecore.c) and the fast path's core (refscore/fast/_fastcore.c,
 * `allowed`) include it; it mirrors `PlayKernel.subsets`.
 */
#ifndef REFSCORE_KERNEL_WALK_H
#define REFSCORE_KERNEL_WALK_H

#include <limits.h>
#include <stdint.h>

enum {
    KW_LEADING = 1 << 0,
    KW_CAN_FOLLOW = 1 << 1,
    KW_LED_TRUMP = 1 << 2,
    KW_ALL_TRUMP = 1 << 3,
    KW_CAN_OVERTAKE = 1 << 4,
    KW_PARTNER_MASTER = 1 << 5,
    KW_HOLDS_TRUMPS = 1 << 6,
    KW_HOLDS_HIGHER_TRUMPS = 1 << 7,
    KW_TRUMPS_ON_TABLE = 1 << 8,
    KW_HOLDS_NON_TRUMPS = 1 << 9,
    KW_SITUATIONS = 1 << 10
};
#define KW_N_FEATURES 10
#define KW_SUBSETS 7 /* HAND FOLLOWING FOLLOWING_HIGHER TRUMPS TRUMPS_HIGHER NON_TRUMPS NON_TRUMPS_OR_TRUMPS_HIGHER */

static const char *const KW_FEATURE_NAMES[KW_N_FEATURES] = {
    "leading",      "can_follow",     "led_trump",           "all_trump",       "can_overtake",
    "partner_master", "holds_trumps", "holds_higher_trumps", "trumps_on_table", "holds_non_trumps"};

/* The facts of a situation that the trick decides, not the hand: its index bits for the mode, a trump
 * led, trumps on the table and the partner master (kw_situation's other facts come from the hand). */
static inline int kw_trick_facts(uint32_t trump_mask, int mode_features, int first, int top_trump,
                                 int partner_master) {
    return mode_features | ((trump_mask >> first & 1u) ? KW_LED_TRUMP : 0) |
           (partner_master ? KW_PARTNER_MASTER : 0) | (top_trump >= 0 ? KW_TRUMPS_ON_TABLE : 0);
}

/* The situation of a player holding `hand` once the trick's facts are read (`trick_facts` from
 * kw_trick_facts, `led_cards` the whole suit led, `above_led` the cards above the strongest of the
 * suit led on the table, `above_trump` those above the strongest trump on it, every card when there
 * is none): the index into the kernel's table and, in `subsets`, the parts of the hand the table may
 * name (in `Subset` order). Why apart from kw_situation: a search asks it for every hand of a trick
 * whose facts it has already read (refscore/solver/_solve_search.h); kw_situation reads them, then calls it. */
static inline int kw_hand_situation(uint32_t trump_mask, int trick_facts, uint32_t hand, uint32_t led_cards,
                                    uint32_t above_led, uint32_t above_trump, uint32_t subsets[KW_SUBSETS]) {
    const uint32_t following = hand & led_cards;
    const uint32_t trumps = hand & trump_mask;
    const uint32_t non_trumps = hand & ~trump_mask;
    const uint32_t higher_following = following & above_led;
    const uint32_t higher_trumps = trumps & above_trump;
    subsets[0] = hand;
    subsets[1] = following;
    subsets[2] = higher_following;
    subsets[3] = trumps;
    subsets[4] = higher_trumps;
    subsets[5] = non_trumps;
    subsets[6] = non_trumps | higher_trumps;
    return trick_facts | (following ? KW_CAN_FOLLOW : 0) | (higher_following ? KW_CAN_OVERTAKE : 0) |
           (trumps ? KW_HOLDS_TRUMPS : 0) | (higher_trumps ? KW_HOLDS_HIGHER_TRUMPS : 0) |
           (non_trumps ? KW_HOLDS_NON_TRUMPS : 0);
}

/* The situation of a player holding `hand` after the cards already on the table (`first` the card
 * led, `top_led` the strongest card of the suit led on the table, `top_trump` the strongest trump on
 * it or -1): its index into the kernel's table (the facts, as bits) and, in `subsets`, the parts of
 * the hand the table may name (in `Subset` order); `mode_features` is KW_ALL_TRUMP in tout atout,
 * else 0. Facts only: the table decides. */
static inline int kw_situation(uint32_t trump_mask, const uint32_t *higher, int mode_features, uint32_t hand,
                               int first, int top_led, int top_trump, int partner_master,
                               uint32_t subsets[KW_SUBSETS]) {
    return kw_hand_situation(trump_mask, kw_trick_facts(trump_mask, mode_features, first, top_trump, partner_master),
                             hand, 0xFFu << (8 * (first >> 3)), higher[top_led],
                             top_trump >= 0 ? higher[top_trump] : 0xFFFFFFFFu, subsets);
}

/* The cards of `hand` allowed in that situation, as the kernel's table `legal` says. */
static inline uint32_t kw_allowed(const unsigned char *legal, uint32_t trump_mask, const uint32_t *higher,
                                  int mode_features, uint32_t hand, int first, int top_led, int top_trump,
                                  int partner_master) {
    uint32_t subsets[KW_SUBSETS];
    const int index = kw_situation(trump_mask, higher, mode_features, hand, first, top_led, top_trump,
                                   partner_master, subsets);
    return subsets[legal[index]];
}

/* kw_allowed once the trick's facts are read (kw_hand_situation). */
static inline uint32_t kw_hand_allowed(const unsigned char *legal, uint32_t trump_mask, int trick_facts,
                                       uint32_t hand, uint32_t led_cards, uint32_t above_led,
                                       uint32_t above_trump) {
    uint32_t subsets[KW_SUBSETS];
    const int index = kw_hand_situation(trump_mask, trick_facts, hand, led_cards, above_led, above_trump, subsets);
    return subsets[legal[index]];
}

/* The cards of `hand` allowed to the player who leads: every subset of the hand is the hand in the
 * kernel's leading situation (`PlayKernel.subsets`), so the table's answer is the hand whatever it
 * names. */
static inline uint32_t kw_allowed_leading(uint32_t hand) { return hand; }

#ifdef Py_PYTHON_H
/* One item of a configuration sequence, `fast` from PySequence_Fast: a Python int within [lo, hi],
 * else -1 with TypeError or ValueError naming `what` and the item (and `beyond`, if not NULL, the
 * words for a value out of range). */
static int kw_read_item(PyObject *fast, Py_ssize_t i, long long lo, long long hi, const char *what,
                        const char *beyond, long long *out) {
    PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
    if (!PyLong_Check(item)) {
        PyErr_Format(PyExc_TypeError, "%s: item %zd is not an integer", what, i);
        return -1;
    }
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(item, &overflow);
    if (v == -1 && PyErr_Occurred()) return -1;
    if ((overflow || v < lo || v > hi) && beyond != NULL) {
        PyErr_Format(PyExc_ValueError, "%s: item %zd %s", what, i, beyond);
        return -1;
    }
    if (overflow || v < lo || v > hi) {
        PyErr_Format(PyExc_ValueError, "%s: item %zd out of range [%lld, %lld]", what, i, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

/* The kernel's numbers as both cores receive them: `count` Python ints of the tuple or list `seq`,
 * each within [lo, hi], into `out`. 0, or -1 with TypeError or ValueError naming `what`. Why one
 * reader: the same table (card points, strengths, keys, masks) reaches both cores, and both must
 * refuse what they cannot hold in the same words, bounds checked, never silently truncated. */
static int kw_read_ints(PyObject *seq, int *out, Py_ssize_t count, long long lo, long long hi, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    int rc = 0;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd integers", what, count);
        rc = -1;
    }
    for (Py_ssize_t i = 0; rc == 0 && i < count; i++) {
        long long v;
        rc = kw_read_item(fast, i, lo < INT_MIN ? INT_MIN : lo, hi > INT_MAX ? INT_MAX : hi, what, NULL, &v);
        if (rc == 0) out[i] = (int)v;
    }
    Py_DECREF(fast);
    return rc;
}

/* As `kw_read_ints`, for `count` 32-card masks (0 to 0xFFFFFFFF). */
static int kw_read_masks(PyObject *seq, uint32_t *out, Py_ssize_t count, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    int rc = 0;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd masks", what, count);
        rc = -1;
    }
    for (Py_ssize_t i = 0; rc == 0 && i < count; i++) {
        long long v;
        rc = kw_read_item(fast, i, 0, 0xFFFFFFFFLL, what, "is not a 32-card mask", &v);
        if (rc == 0) out[i] = (uint32_t)v;
    }
    Py_DECREF(fast);
    return rc;
}

/* The kernel's table of legal subsets as both cores receive it (refscore/kernel/play.py
 * `LegalTable`): `features`, a tuple of the names of the situation facts, which must be the ones
 * `kw_situation` computes, in its order; `legal`, bytes of one subset index per situation, each
 * checked, copied into `out`. 0, or -1 with ValueError (a core built against another kernel). */
static int kw_read_legal(PyObject *features, PyObject *legal, unsigned char *out) {
    if (!PyTuple_Check(features) || PyTuple_GET_SIZE(features) != KW_N_FEATURES) {
        PyErr_SetString(PyExc_ValueError, "features: the kernel's 10 situation facts");
        return -1;
    }
    for (int i = 0; i < KW_N_FEATURES; i++) {
        PyObject *name = PyTuple_GET_ITEM(features, i);
        if (!PyUnicode_CheckExact(name) || PyUnicode_CompareWithASCIIString(name, KW_FEATURE_NAMES[i]) != 0) {
            PyErr_SetString(PyExc_ValueError, "features: not the facts this core computes, in its order");
            return -1;
        }
    }
    if (!PyBytes_Check(legal) || PyBytes_GET_SIZE(legal) != KW_SITUATIONS) {
        PyErr_SetString(PyExc_ValueError, "legal: one subset per situation (1024 bytes)");
        return -1;
    }
    for (int i = 0; i < KW_SITUATIONS; i++) {
        out[i] = (unsigned char)PyBytes_AS_STRING(legal)[i];
        if (out[i] >= KW_SUBSETS) {
            PyErr_SetString(PyExc_ValueError, "legal: a subset index out of range");
            return -1;
        }
    }
    return 0;
}
#endif

#endif
