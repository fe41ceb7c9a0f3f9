/*
 * refscore.fast._fastcore: the compiled inner loop of the fast path (refscore/fast/checker.py).
 *
 * Why C: a deal is 32 cards whose legality depends on the hand at that moment, plus an auction;
 * in CPython bytecode that costs about 60 microseconds a deal, and batch checking at 40,000 deals a
 * second on one core leaves about 15. This file walks a decoded deal record (the dict that
 * json/orjson gave) once, with the variant's tables prepared by `fast.FastChecker` in Python; it
 * knows no variant by name and no rule: the obligations of play are the kernel's table of legal
 * subsets by situation (refscore/kernel/play.py), the legality of a call the kernel's table of
 * reasons by call kind and auction state (refscore/kernel/auction.py) with its bid ladder, and the
 * belote the kernel's pair of cards (refscore/kernel/belote.py): this file only computes the facts.
 *
 * Like the Python fast path it only ever *accepts*. `Core.judge(data)` returns None whenever the
 * record is anything but an ordinary, complete deal, legal or with an illegal card in its play (a bidding or a turned-card auction; the
 * hands, a chien and its discard, dead cards), or uses a spelling the tables do not know yet.
 * Declared annonces of a legal deal are classified through the memo of refscore/fast/annonce_book.py,
 * which Python fills on a miss with refscore.judge.declarations, and settled by the kernel's tables
 * (refscore/kernel/annonces.py; see `annonce_walk` below). The caller asks the
 * Python fast path, and that one the reference path, whose messages and rule ids are the ones users
 * see. The build is optional: without a C compiler `fast.py` runs alone, with the same results
 * (tests/fast/test_fastcore.py proves both equal to the reference path).
 *
 * judge() returns () for a redeal (everybody passed); the tuple (contract key, scoring key, units)
 * that `FastChecker._finish` computes from the same facts for a legal deal (see `finish` below); and
 * for a deal whose play holds an illegal card, the facts of the first one (see `illegal` below:
 * where it is and its situation's index into the kernel's table, never a rule of its own). Seats, the
 * special bid and the trump are small ints there: a trump code is 0-3 for a suit (S H D C), 4 for
 * sans atout, 5 for tout atout.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "_decimal.h"       /* the digits of a number, as JSON writes them */
#include "_kernel_walk.h"   /* the walk of the kernel's table, shared with _solvecore.c */
#include "_scorecore_api.h" /* the compiled scorer, for LineWriter */

#define MAX_SEATS 4
#define MAX_SPECIALS 8
#define CODES 6

/* The facts of a play situation, as bits of its index into the kernel's table of legal subsets
 * (refscore/kernel/play.py FEATURES; Core() checks the names and their order), and the subsets of a
 * hand the table names (kernel.play.Subset): refscore/kernel/_kernel_walk.h, shared with the compiled
 * solver. No rule is decided here: the table says which subset is allowed in each situation. */
#define LEADING KW_LEADING
#define ALL_TRUMP KW_ALL_TRUMP
#define SITUATIONS KW_SITUATIONS
#define FEATURE_NAMES KW_FEATURE_NAMES
#define N_FEATURES KW_N_FEATURES
#define SUBSETS KW_SUBSETS

/* The facts of an auction state seen from the caller, as bits of its index into the kernel's table of
 * reasons (refscore/kernel/auction.py FACTS; Core() checks the names and their order), and the rows
 * of that table (kernel.auction.CallKind). No rule of the auction is decided here: the table says
 * whether a call is legal (byte 0) in each state; the bid's numbers are compared with the kernel's
 * ladder and the standing bid. */
enum {
    A_SECOND_ROUND = 1 << 0,
    A_BID_NOT_COINCHABLE = 1 << 1,
    A_BID_ENDS_BIDDING = 1 << 2,
    A_CALLER_NEXT_AFTER_BID = 1 << 3,
    A_CALLER_COINCHER_PARTNER = 1 << 4,
    A_CALLER_PASSED = 1 << 5,
    A_SURCOINCHED = 1 << 6,
    A_CALLER_BIDDER_SIDE = 1 << 7,
    A_COINCHED = 1 << 8,
    A_BID_STANDS = 1 << 9,
    A_OUT_OF_TURN = 1 << 10,
    A_ENDED = 1 << 11,
    A_FACT_BITS = 12,
    A_STATES = 1 << 12
};
static const char *const AUCTION_FACT_NAMES[] = {
    "second_round",       "bid_not_coinchable", "bid_ends_bidding",   "caller_next_after_bid",
    "caller_coincher_partner", "caller_passed", "surcoinched",        "caller_bidder_side",
    "coinched",           "bid_stands",         "out_of_turn",        "ended"};
enum { K_PASS, K_BID, K_COINCHE, K_SURCOINCHE, K_TAKE, K_TAKE_TURNED, K_TAKE_OTHER, K_TAKE_MODE, K_OTHER, KINDS };
static const char *const CALL_KIND_NAMES[] = {"PASS", "BID", "COINCHE", "SURCOINCHE", "TAKE",
                                              "TAKE_TURNED", "TAKE_OTHER", "TAKE_MODE", "OTHER"};
#define MAX_LADDER 1001 /* the schema's ceiling is at most 1000 */

typedef struct {
    int present;
    int points[32];
    int strength[32];
    int key_by_led[4][32]; /* how strongly a card bids for a trick led in that suit; -1: never wins */
    uint32_t higher[32];   /* the cards of its suit that beat it */
    uint32_t trump_mask;
    uint32_t belote;       /* the belote's cards under this trump (kernel.belote), 0: none */
    int mode_features;     /* ALL_TRUMP in tout atout, else 0 */
} Table;

typedef struct {
    PyObject_HEAD
    int ready; /* set by a successful __init__ only: judge() refuses a core half configured */
    int n, hand_size, first_offset;
    int chien, discard, dead_cards; /* the deal besides the hands: 32 cards in all */
    PyObject *seats[MAX_SEATS];   /* str, in the order of play */
    int unit_of[MAX_SEATS];
    PyObject *units;              /* tuple of str: the names a claim may use */
    PyObject *cards;              /* dict str -> int (card), shared with fast.py */
    PyObject *trumps;             /* dict str -> int (trump code), shared with fast.py */
    PyObject *top_keys;           /* frozenset of the record keys */
    uint32_t top_fields;          /* the slots (`name_slot`) of those keys, a bit each */
    PyObject *specials;           /* dict str -> index */
    int n_specials, special_value[MAX_SPECIALS], special_facts[MAX_SPECIALS];
    int turned_card; /* the auction is the turned card's (take or pass), not bidding */
    int allowed_codes; /* bit per trump code */
    unsigned char reasons[KINDS * A_STATES]; /* the kernel's reason by (call kind, facts): 0 legal */
    int ends[KINDS];                         /* a legal call of this kind ends the auction */
    int redeal_after, passes_to_end;         /* the kernel's pass limits: no bid standing, one */
    unsigned char ladder[MAX_LADDER];        /* 1 for a numbered bid of the kernel's ladder */
    int ladder_len;
    unsigned char legal[SITUATIONS]; /* the kernel's subset allowed, by situation index */
    /* the kernel's deal values (refscore/kernel/deal.py `DealTable.core_spec`), applied by index */
    int mult[2];                  /* coinched, surcoinched */
    int der[3];                   /* the last trick by sweep (kernel.deal.Sweep): none, one unit, one seat */
    int belote_credit, belote_called; /* the belote's credit; whether it counts only when called */
    int n_units;
    PyObject *fact_names;         /* tuple of the 6 str of names.SIDE_FACTS, in that order */
    int score_facts[6], n_score_facts; /* which facts the scoring formulas read */
    Table tables[CODES];
    /* declared annonces: the memos of fast_annonces.AnnonceBook, the method that fills them and the
     * kernel's two tables of the settlement (set by annonce_memos(); NULL: the core declines a deal
     * that declares any) */
    PyObject *annonce_kinds;   /* dict str -> kind id >= 1 */
    PyObject *annonce_classes; /* dict int (class_key) -> class: strength rank << 16 | points */
    PyObject *annonce_declare; /* declare(code, mask, kind) -> class, or -1: not a true annonce */
    unsigned char annonce_winner[2];  /* kernel.annonces.Winner, by whether the strongest is tied */
    unsigned char annonce_scores[8];  /* whether an annonce scores, by its SCORE_FACTS bits */
} Core;

#define MAX_ANNONCES 40 /* fast_annonces.MAX_ANNONCES: more is the reference path's */

enum { F_CARDS, F_DER, F_BELOTE, F_ANNONCES, F_DISCARD, F_TRICKS, FACTS };

/* interned strings, created once at import */
static PyObject *s_format, *s_variant, *s_id, *s_event, *s_date, *s_comment, *s_players, *s_dealer,
    *s_hands, *s_annonces, *s_auction, *s_tricks, *s_claim, *s_belote, *s_chien, *s_dead,
    *s_discard, *s_turned, *s_seat, *s_call, *s_value, *s_trump, *s_pass, *s_bid, *s_coinche,
    *s_surcoinche, *s_take, *s_deal_format, *s_fingerprint;

/* The record's fields and an auction call's, by slot: `name_slot` tells a key by its hash (a str's,
 * cached in it) in a table made at import. Why: orjson's keys are not the interned strs above, so
 * each dict lookup by name compared the strings' bytes; one pass over the record's keys now finds
 * every field (bench/legal_icount.py). */
enum {
    N_FORMAT, N_VARIANT, N_ID, N_EVENT, N_DATE, N_COMMENT, N_PLAYERS, N_DEALER, N_HANDS, N_CHIEN,
    N_DEAD, N_TURNED, N_DISCARD, N_AUCTION, N_ANNONCES, N_BELOTE, N_TRICKS, N_CLAIM, N_FINGERPRINT,
    N_RECORD, /* the record's fields above (at most 32: a bit each in `Core.top_fields`), a call's below */
    N_SEAT = N_RECORD, N_CALL, N_VALUE, N_TRUMP, N_NAMES
};
#define NAME_TABLE 64 /* a power of two, over twice N_NAMES */
static struct {
    Py_hash_t hash;
    PyObject *name; /* NULL: an empty entry */
    int slot;
} name_table[NAME_TABLE];
static PyObject *slot_names[N_NAMES]; /* the interned name of each slot */

/* The slot of an exact str `key` among the names, or -1: another name. */
static inline int name_slot(PyObject *key) {
    Py_hash_t hash = ((PyASCIIObject *)key)->hash;
    if (hash == -1 && (hash = PyObject_Hash(key)) == -1) { /* (an exact str: cannot fail) */
        PyErr_Clear();
        return -1;
    }
    for (size_t i = (size_t)hash & (NAME_TABLE - 1);; i = (i + 1) & (NAME_TABLE - 1)) {
        PyObject *name = name_table[i].name;
        if (name == NULL) return -1;
        if (name_table[i].hash == hash &&
            (name == key ||
             (PyUnicode_GET_LENGTH(name) == PyUnicode_GET_LENGTH(key) && PyUnicode_KIND(name) == PyUnicode_KIND(key) &&
              memcmp(PyUnicode_DATA(name), PyUnicode_DATA(key),
                     (size_t)(PyUnicode_GET_LENGTH(key) * PyUnicode_KIND(key))) == 0)))
            return name_table[i].slot;
    }
}

static int name_table_add(PyObject *name, int slot) {
    const Py_hash_t hash = PyObject_Hash(name);
    if (hash == -1) return -1;
    size_t i = (size_t)hash & (NAME_TABLE - 1);
    while (name_table[i].name != NULL) i = (i + 1) & (NAME_TABLE - 1);
    name_table[i].hash = hash;
    name_table[i].name = name;
    name_table[i].slot = slot;
    return 0;
}

/* A "decline" is returned as this sentinel from the helpers, Py_None from judge(). */
#define DECLINE (-2)

/* -- reading the configuration ------------------------------------------------------------------- */

static int read_table(PyObject *spec, Table *t) {
    /* (points, strength, key_by_led, higher, trump_mask, all_trump, belote cards) */
    PyObject *points, *strength, *keys, *higher;
    unsigned long trump_mask, belote;
    int all_trump;
    if (!PyArg_ParseTuple(spec, "OOOOkpk", &points, &strength, &keys, &higher, &trump_mask, &all_trump,
                          &belote))
        return -1;
    if (kw_read_ints(points, t->points, 32, INT_MIN, INT_MAX, "points") < 0) return -1;
    if (kw_read_ints(strength, t->strength, 32, INT_MIN, INT_MAX, "strength") < 0) return -1;
    if (!PySequence_Check(keys) || PySequence_Size(keys) != 4) {
        PyErr_SetString(PyExc_ValueError, "key_by_led: expected 4 rows");
        return -1;
    }
    for (Py_ssize_t led = 0; led < 4; led++) {
        PyObject *row = PySequence_GetItem(keys, led);
        if (row == NULL) return -1;
        int rc = kw_read_ints(row, t->key_by_led[led], 32, INT_MIN, INT_MAX, "key_by_led row");
        Py_DECREF(row);
        if (rc < 0) return -1;
    }
    if (kw_read_masks(higher, t->higher, 32, "higher") < 0) return -1;
    t->trump_mask = (uint32_t)trump_mask;
    t->belote = (uint32_t)belote;
    t->mode_features = all_trump ? ALL_TRUMP : 0;
    t->present = 1;
    return 0;
}

/* The kernel's auction (kernel.auction.AuctionKernel.core_spec, then two of fast.py's):
 * (fact names, call kind names, reasons, ends by kind, (redeal after, passes to end), ladder,
 *  allowed trump codes, turned card) */
static int read_auction(Core *self, PyObject *spec) {
    PyObject *facts, *kinds, *reasons, *ends, *limits, *ladder;
    int allowed_codes, turned_card;
    if (!PyArg_ParseTuple(spec, "O!O!O!O!O!O!ip", &PyTuple_Type, &facts, &PyTuple_Type, &kinds, &PyBytes_Type,
                          &reasons, &PyTuple_Type, &ends, &PyTuple_Type, &limits, &PyBytes_Type, &ladder,
                          &allowed_codes, &turned_card))
        return -1;
    if (PyTuple_GET_SIZE(facts) != A_FACT_BITS || PyTuple_GET_SIZE(kinds) != KINDS) {
        PyErr_SetString(PyExc_ValueError, "auction: the kernel's 12 facts and 9 call kinds");
        return -1;
    }
    for (int i = 0; i < A_FACT_BITS; i++) {
        PyObject *name = PyTuple_GET_ITEM(facts, i);
        if (!PyUnicode_CheckExact(name) || PyUnicode_CompareWithASCIIString(name, AUCTION_FACT_NAMES[i]) != 0) {
            PyErr_SetString(PyExc_ValueError, "auction: not the facts this core computes, in its order");
            return -1;
        }
    }
    for (int i = 0; i < KINDS; i++) {
        PyObject *name = PyTuple_GET_ITEM(kinds, i);
        if (!PyUnicode_CheckExact(name) || PyUnicode_CompareWithASCIIString(name, CALL_KIND_NAMES[i]) != 0) {
            PyErr_SetString(PyExc_ValueError, "auction: not the call kinds this core reads, in their order");
            return -1;
        }
    }
    if (PyBytes_GET_SIZE(reasons) != KINDS * A_STATES || PyBytes_GET_SIZE(ladder) > MAX_LADDER) {
        PyErr_SetString(PyExc_ValueError, "auction: one reason per call kind and state; a ladder to 1000");
        return -1;
    }
    memcpy(self->reasons, PyBytes_AS_STRING(reasons), KINDS * A_STATES);
    self->ladder_len = (int)PyBytes_GET_SIZE(ladder);
    memcpy(self->ladder, PyBytes_AS_STRING(ladder), (size_t)self->ladder_len);
    if (kw_read_ints(ends, self->ends, KINDS, INT_MIN, INT_MAX, "auction ends") < 0) return -1;
    int pass_limits[2];
    if (kw_read_ints(limits, pass_limits, 2, INT_MIN, INT_MAX, "auction pass limits") < 0) return -1;
    self->redeal_after = pass_limits[0];
    self->passes_to_end = pass_limits[1];
    if (allowed_codes < 0 || allowed_codes >= 1 << CODES) {
        PyErr_SetString(PyExc_ValueError, "auction: a mask of trump codes");
        return -1;
    }
    self->allowed_codes = allowed_codes;
    self->turned_card = turned_card;
    return 0;
}

static void Core_dealloc(Core *self) {
    for (int i = 0; i < MAX_SEATS; i++) Py_XDECREF(self->seats[i]);
    Py_XDECREF(self->units);
    Py_XDECREF(self->cards);
    Py_XDECREF(self->trumps);
    Py_XDECREF(self->top_keys);
    Py_XDECREF(self->specials);
    Py_XDECREF(self->fact_names);
    Py_XDECREF(self->annonce_kinds);
    Py_XDECREF(self->annonce_classes);
    Py_XDECREF(self->annonce_declare);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Core_init(Core *self, PyObject *args, PyObject *kwds) {
    self->ready = 0;
    PyObject *seats, *unit_of, *units, *cards, *trumps, *top_keys, *auction, *specials, *special_values,
        *tables, *legal, *features, *scoring, *fact_names, *score_facts;
    int hand_size, first_offset;
    PyObject *deal;
    static char *kwlist[] = {"seats",  "unit_of",        "units",        "cards",      "trumps",
                             "top_keys", "hand_size",    "first_offset", "auction",    "specials",
                             "special_values", "tables", "legal",        "features",
                             "scoring", "fact_names", "score_facts", "deal", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!O!O!O!O!O!iiO!O!O!O!O!O!O!O!O!O!", kwlist, &PyTuple_Type,
                                     &seats, &PyTuple_Type, &unit_of, &PyTuple_Type, &units,
                                     &PyDict_Type, &cards, &PyDict_Type, &trumps, &PyFrozenSet_Type,
                                     &top_keys, &hand_size, &first_offset, &PyTuple_Type, &auction,
                                     &PyDict_Type, &specials, &PyTuple_Type, &special_values,
                                     &PyTuple_Type, &tables, &PyBytes_Type, &legal, &PyTuple_Type,
                                     &features,
                                     &PyTuple_Type, &scoring, &PyTuple_Type, &fact_names, &PyTuple_Type,
                                     &score_facts, &PyTuple_Type, &deal))
        return -1;
    int d[3]; /* (chien, discard, dead cards) */
    if (kw_read_ints(deal, d, 3, INT_MIN, INT_MAX, "deal") < 0) return -1;
    Py_ssize_t n = PyTuple_GET_SIZE(seats);
    if (n < 2 || n > MAX_SEATS || PyTuple_GET_SIZE(unit_of) != n) {
        PyErr_SetString(PyExc_ValueError, "seats: 2 to 4 seats, each with its unit");
        return -1;
    }
    self->n = (int)n;
    self->n_units = (int)PyTuple_GET_SIZE(units);
    if (self->n_units < 2 || self->n_units > MAX_SEATS || PyTuple_GET_SIZE(fact_names) != FACTS) {
        PyErr_SetString(PyExc_ValueError, "units: 2 to 4 units; fact_names: the 6 side facts");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *seat = PyTuple_GET_ITEM(seats, i);
        if (!PyUnicode_CheckExact(seat)) {
            PyErr_SetString(PyExc_TypeError, "seats: names must be str");
            return -1;
        }
        Py_INCREF(seat);
        Py_XSETREF(self->seats[i], seat);
    }
    if (kw_read_ints(unit_of, self->unit_of, n, 0, self->n_units - 1, "unit_of") < 0) return -1;
    if (hand_size < 1 || hand_size > 32 || d[0] < 0 || d[1] < 0 || d[2] < 0 || d[1] > d[0] + hand_size ||
        hand_size * self->n + d[0] + d[2] != 32) {
        PyErr_SetString(PyExc_ValueError, "the hands, the chien and the dead cards make the 32 cards");
        return -1;
    }
    self->chien = d[0];
    self->discard = d[1];
    self->dead_cards = d[2];
    if (first_offset < 0 || first_offset >= self->n) {
        PyErr_SetString(PyExc_ValueError, "first_offset: a seat offset");
        return -1;
    }
    self->hand_size = hand_size;
    self->first_offset = first_offset;
    Py_INCREF(units);
    Py_XSETREF(self->units, units);
    Py_INCREF(cards);
    Py_XSETREF(self->cards, cards);
    Py_INCREF(trumps);
    Py_XSETREF(self->trumps, trumps);
    Py_INCREF(top_keys);
    Py_XSETREF(self->top_keys, top_keys);
    self->top_fields = 0; /* a record key not among the names: the core declines a record holding it */
    for (int slot = 0; slot < N_RECORD; slot++) {
        const int known = PySet_Contains(top_keys, slot_names[slot]);
        if (known < 0) return -1;
        if (known) self->top_fields |= 1u << slot;
    }
    Py_INCREF(specials);
    Py_XSETREF(self->specials, specials);
    Py_INCREF(fact_names);
    Py_XSETREF(self->fact_names, fact_names);

    /* `DealTable.core_spec`: (multiplier coinched, surcoinched, last trick by sweep x3, belote credit, called) */
    int sc[7];
    if (kw_read_ints(scoring, sc, 7, INT_MIN, INT_MAX, "scoring") < 0) return -1;
    self->mult[0] = sc[0];
    self->mult[1] = sc[1];
    self->der[0] = sc[2];
    self->der[1] = sc[3];
    self->der[2] = sc[4];
    self->belote_credit = sc[5];
    self->belote_called = sc[6];
    self->n_score_facts = (int)PyTuple_GET_SIZE(score_facts);
    if (self->n_score_facts > FACTS ||
        kw_read_ints(score_facts, self->score_facts, self->n_score_facts, INT_MIN, INT_MAX, "score_facts") < 0)
        return -1;
    for (int i = 0; i < self->n_score_facts; i++)
        if (self->score_facts[i] < 0 || self->score_facts[i] >= FACTS) {
            PyErr_SetString(PyExc_ValueError, "score_facts: indexes into the side facts");
            return -1;
        }

    if (read_auction(self, auction) < 0) return -1;

    Py_ssize_t count = PyTuple_GET_SIZE(special_values);
    self->n_specials = (int)count;
    if (count > MAX_SPECIALS || PyDict_GET_SIZE(specials) != count) {
        PyErr_SetString(PyExc_ValueError, "specials: at most 8, one (value, facts) pair each");
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        int pair[2];
        if (kw_read_ints(PyTuple_GET_ITEM(special_values, i), pair, 2, INT_MIN, INT_MAX, "special value") < 0)
            return -1;
        if (pair[1] & ~(A_BID_ENDS_BIDDING | A_BID_NOT_COINCHABLE)) {
            PyErr_SetString(PyExc_ValueError, "special_values: the facts of a standing special bid only");
            return -1;
        }
        self->special_value[i] = pair[0];
        self->special_facts[i] = pair[1];
    }

    if (kw_read_legal(features, legal, self->legal) < 0) return -1;

    if (PyTuple_GET_SIZE(tables) != CODES) {
        PyErr_SetString(PyExc_ValueError, "tables: one per trump code (6)");
        return -1;
    }
    for (int code = 0; code < CODES; code++) {
        PyObject *spec = PyTuple_GET_ITEM(tables, code);
        self->tables[code].present = 0;
        if (spec != Py_None && read_table(spec, &self->tables[code]) < 0) return -1;
    }
    self->ready = 1;
    return 0;
}

/* -- small readers of the record ---------------------------------------------------------------- */

/* The value of `key` in `dict` (borrowed), NULL when absent. Keys are interned strs: no Python code
 * runs, no error can occur. */
static inline PyObject *get(PyObject *dict, PyObject *key) { return PyDict_GetItemWithError(dict, key); }

/* Whether `a` is an exact str equal to the exact str `b`: compared in place (a str is held in the
 * narrowest kind its characters allow, so equal strs have the same kind and bytes), without a call
 * into unicodeobject.c per seat, call or unit compared. */
static inline int str_eq(PyObject *a, PyObject *b) {
    if (a == b) return 1;
    if (!PyUnicode_CheckExact(a)) return 0;
    if (!PyUnicode_IS_READY(a) || !PyUnicode_IS_READY(b)) return PyUnicode_Compare(a, b) == 0;
    const Py_ssize_t length = PyUnicode_GET_LENGTH(a);
    const int kind = PyUnicode_KIND(a);
    return length == PyUnicode_GET_LENGTH(b) && kind == (int)PyUnicode_KIND(b) &&
           memcmp(PyUnicode_DATA(a), PyUnicode_DATA(b), (size_t)length * (size_t)kind) == 0;
}

/* The canonical spellings (`cards.card_name`): rank 7 8 9 10 J Q K A, then suit S H D C. */
static inline int canonical_card(PyObject *token) {
    if (!PyUnicode_IS_COMPACT_ASCII(token)) return -1;
    const Py_ssize_t length = PyUnicode_GET_LENGTH(token);
    const char *text = (const char *)PyUnicode_DATA(token);
    int rank;
    if (length == 3 && text[0] == '1' && text[1] == '0') {
        rank = 3;
    } else if (length == 2) {
        switch (text[0]) {
            case '7': rank = 0; break;
            case '8': rank = 1; break;
            case '9': rank = 2; break;
            case 'J': rank = 4; break;
            case 'Q': rank = 5; break;
            case 'K': rank = 6; break;
            case 'A': rank = 7; break;
            default: return -1;
        }
    } else {
        return -1;
    }
    switch (text[length - 1]) {
        case 'S': return rank;
        case 'H': return 8 + rank;
        case 'D': return 16 + rank;
        case 'C': return 24 + rank;
        default: return -1;
    }
}

/* The card of a token, or -1 (not a str, or a spelling the Python side has not learned). */
static inline int card_of(Core *self, PyObject *token) {
    if (!PyUnicode_CheckExact(token)) return -1;
    const int canonical = canonical_card(token);
    if (canonical >= 0) return canonical;
    PyObject *card = PyDict_GetItemWithError(self->cards, token);
    if (card == NULL) {
        PyErr_Clear();
        return -1;
    }
    long c = PyLong_AsLong(card);
    return (c >= 0 && c < 32) ? (int)c : -1;
}

/* The mask of a list of exactly `size` cards, each once: 0, or DECLINE. */
static int card_mask(Core *self, PyObject *tokens, int size, uint32_t *out) {
    if (tokens == NULL || !PyList_CheckExact(tokens) || PyList_GET_SIZE(tokens) != size) return DECLINE;
    uint32_t mask = 0;
    for (int i = 0; i < size; i++) {
        const int card = card_of(self, PyList_GET_ITEM(tokens, i));
        if (card < 0 || (mask >> card & 1u)) return DECLINE;
        mask |= 1u << card;
    }
    *out = mask;
    return 0;
}

static int seat_index(Core *self, PyObject *name) {
    if (name == NULL || !PyUnicode_CheckExact(name)) return -1;
    for (int i = 0; i < self->n; i++)
        if (str_eq(name, self->seats[i])) return i;
    return -1;
}

/* a JSON integer within [lo, hi] into *out, else 0 */
static int small_int(PyObject *v, long lo, long hi, long *out) {
    if (!PyLong_CheckExact(v)) return 0;
    int overflow = 0;
    long x = PyLong_AsLongAndOverflow(v, &overflow);
    if (overflow || (x == -1 && PyErr_Occurred())) {
        PyErr_Clear();
        return 0;
    }
    if (x < lo || x > hi) return 0;
    *out = x;
    return 1;
}

/* -- the play: the facts of each situation, and the kernel's table for the rest ---------------- */

/* The situation of a player holding `hand` after the cards already on the table: its index into the
 * kernel's table and the subsets of the hand the table may name (refscore/kernel/_kernel_walk.h, the walk
 * the compiled solver shares). Facts only: the table decides. */
static inline int situation(const Table *t, uint32_t hand, int first, int top_led, int top_trump,
                            int partner_master, uint32_t *subsets) {
    return kw_situation(t->trump_mask, t->higher, t->mode_features, hand, first, top_led, top_trump,
                        partner_master, subsets);
}

/* Whether `card` is allowed to a player holding `hand` after the cards already on the table: the
 * situation's facts are computed with masks and the kernel's table says which subset is allowed. */
static inline int allowed(const Core *self, const Table *t, uint32_t hand, int card, int first, int top_led,
                          int top_trump, int partner_master) {
    const uint32_t legal = kw_allowed(self->legal, t->trump_mask, t->higher, t->mode_features, hand, first,
                                      top_led, top_trump, partner_master);
    return (int)(legal >> card & 1u);
}

/* The first illegal card of the play, as facts: where it is, who played it, and its situation (the
 * index into the kernel's table and the subsets of the hand then). fast.py reads the legal set and
 * the rule the card breaks off the kernel's table by that index, without playing the deal again;
 * a card its player does not hold is told by `subsets[0]` (the hand). */
typedef struct {
    int trick, position, seat, card, index;
    uint32_t subsets[SUBSETS];
} Violation;

/* Whether every token of the tricks from `from` on is a card the tables know, in tricks of `n`:
 * what fast.py requires of the tricks after an illegal one (the reference reads the whole record
 * before it judges, so a later trick it cannot read makes the record unusable, not illegal). */
static int readable_from(Core *self, PyObject *tricks, Py_ssize_t from) {
    for (Py_ssize_t k = from; k < PyList_GET_SIZE(tricks); k++) {
        PyObject *trick = PyList_GET_ITEM(tricks, k);
        if (!PyList_CheckExact(trick) || PyList_GET_SIZE(trick) != self->n) return 0;
        for (int pos = 0; pos < self->n; pos++)
            if (card_of(self, PyList_GET_ITEM(trick, pos)) < 0) return 0;
    }
    return 1;
}

/* Play the tricks out: 0 when every card was legal; 1 at the first illegal card, described in
 * `*bad` (`points` and `won` then hold the tricks before it, `hands` the hands then), when every
 * later trick is readable; DECLINE otherwise. */
static int play(Core *self, const Table *t, PyObject *tricks, uint32_t *hands, int leader, int *points,
                int *won, int *last, int *sole, Violation *bad) {
    const int n = self->n;
    int first_winner = -1, all_same = 1;
    Py_ssize_t count = PyList_GET_SIZE(tricks);
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *trick = PyList_GET_ITEM(tricks, k);
        if (!PyList_CheckExact(trick) || PyList_GET_SIZE(trick) != n) return DECLINE;
        int played[MAX_SEATS];
        for (int pos = 0; pos < n; pos++) {
            played[pos] = card_of(self, PyList_GET_ITEM(trick, pos));
            if (played[pos] < 0) return DECLINE;
        }
        const int first = played[0], led = first >> 3;
        const int *keys = t->key_by_led[led];
        int best = 0, top_led = first, top_trump = (t->trump_mask >> first & 1u) ? first : -1;
        int trick_points = 0;
        for (int pos = 0; pos < n; pos++) {
            const int card = played[pos];
            const int seat = (leader + pos) % n;
            const uint32_t hand = hands[seat];
            const int partner_master = pos > 0 && self->unit_of[(leader + best) % n] == self->unit_of[seat];
            /* leading: every subset of the hand is the hand (kernel) */
            if (!(hand >> card & 1u) ||
                (pos > 0 && !allowed(self, t, hand, card, first, top_led, top_trump, partner_master))) {
                if (!readable_from(self, tricks, k + 1)) return DECLINE;
                bad->trick = (int)k;
                bad->position = pos;
                bad->seat = seat;
                bad->card = card;
                if (pos == 0) {
                    bad->index = LEADING | t->mode_features;
                    for (int i = 0; i < SUBSETS; i++) bad->subsets[i] = hand;
                } else {
                    bad->index = situation(t, hand, first, top_led, top_trump, partner_master, bad->subsets);
                }
                return 1;
            }
            trick_points += t->points[card];
            if (pos == 0) continue;
            if ((card >> 3) == led && t->strength[card] > t->strength[top_led]) top_led = card;
            if ((t->trump_mask >> card & 1u) && (top_trump < 0 || t->strength[card] > t->strength[top_trump]))
                top_trump = card;
            if (keys[card] > keys[played[best]]) best = pos;
        }
        for (int pos = 0; pos < n; pos++) hands[(leader + pos) % n] &= ~(1u << played[pos]);
        leader = (leader + best) % n;
        points[leader] += trick_points;
        won[leader] += 1;
        if (first_winner < 0) first_winner = leader;
        else if (leader != first_winner) all_same = 0;
    }
    *last = leader;
    *sole = all_same ? first_winner : -1;
    return 0;
}

/* -- the record --------------------------------------------------------------------------------- */

static int claim_shape(Core *self, PyObject *claim) {
    if (!PyDict_CheckExact(claim) || PyDict_GET_SIZE(claim) < 1 || PyDict_GET_SIZE(claim) > 4) return 0;
    Py_ssize_t pos = 0;
    PyObject *unit, *value;
    while (PyDict_Next(claim, &pos, &unit, &value)) {
        int known = 0;
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self->units); i++)
            if (str_eq(unit, PyTuple_GET_ITEM(self->units, i))) known = 1;
        long v;
        if (!known || !small_int(value, -1000000, 1000000, &v)) return 0;
    }
    return 1;
}

/* A tuple of C ints; NULL (with the error set) when out of memory. */
static PyObject *int_tuple(const int *items, int count) {
    PyObject *out = PyTuple_New(count);
    if (out == NULL) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *item = PyLong_FromLong(items[i]);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, item);
    }
    return out;
}

/* The facts of a legal, complete deal, as `FastChecker._finish` computes them: each unit's side facts
 * (names.SIDE_FACTS, in order) and the scoring memo key (`_finish`'s). `contract` is (taker, value,
 * special, code, coinched_by, surcoinched_by, mult). Ints only: `finish` makes them Python objects
 * for fast.py, `LineWriter` writes them into the batch's line. */
typedef struct {
    int facts[MAX_SEATS][FACTS];
    int key[10 + MAX_SEATS * FACTS];
    int size;
} Outcome;

static void outcome_of(const Core *self, const int *contract, int belote, int declared, int last, int sole,
                       const int *points, const int *won, int discard_points, const int *annonce_points,
                       Outcome *out) {
    const int taker = contract[0], code = contract[3];
    int (*facts)[FACTS] = out->facts;
    memset(out->facts, 0, sizeof out->facts);
    for (int s = 0; s < self->n; s++) {
        facts[self->unit_of[s]][F_CARDS] += points[s];
        facts[self->unit_of[s]][F_TRICKS] += won[s];
    }
    const int last_unit = self->unit_of[last];
    if (sole >= 0) facts[last_unit][F_DER] = self->der[2];
    else if (facts[last_unit][F_TRICKS] == self->hand_size) facts[last_unit][F_DER] = self->der[1];
    else facts[last_unit][F_DER] = self->der[0];
    if (belote >= 0 && (declared || !self->belote_called))
        facts[self->unit_of[belote]][F_BELOTE] = self->belote_credit;
    const int taker_unit = self->unit_of[taker];
    const int taker_tricks = facts[taker_unit][F_TRICKS];
    facts[taker_unit][F_DISCARD] = discard_points;
    for (int u = 0; u < self->n_units; u++) facts[u][F_ANNONCES] = annonce_points[u];

    int *key = out->key;
    int size = 0;
    key[size++] = taker_unit;
    key[size++] = contract[1];           /* value */
    key[size++] = contract[2];           /* special */
    key[size++] = contract[6];           /* mult */
    key[size++] = contract[4] >= 0;      /* coinched */
    key[size++] = contract[5] >= 0;      /* surcoinched */
    key[size++] = code < 4 ? 0 : code - 3; /* the formulas see sans atout / tout atout, not the suit */
    key[size++] = taker_tricks == self->hand_size;
    key[size++] = sole == taker;
    key[size++] = taker_tricks == 0;
    for (int u = 0; u < self->n_units; u++)
        for (int i = 0; i < self->n_score_facts; i++) key[size++] = facts[u][self->score_facts[i]];
    out->size = size;
}

/* What a legal, complete deal gives fast.py: (contract key, scoring memo key, units), `units` mapping
 * each unit's name to its side facts, or with `flat` one tuple of those facts, unit after unit. */
static PyObject *finish(Core *self, const int *contract, const Outcome *outcome, int flat) {
    const int (*facts)[FACTS] = outcome->facts;
    PyObject *units, *contract_key = NULL, *score_key = NULL;
    if (flat) { /* `judge_flat`: each unit's facts in a row, for the batch's line (no dict to build) */
        units = int_tuple(&facts[0][0], self->n_units * FACTS);
        if (units == NULL) return NULL;
        goto keys;
    }
    units = PyDict_New();
    if (units == NULL) return NULL;
    for (int u = 0; u < self->n_units; u++) {
        PyObject *side = PyDict_New();
        if (side == NULL) goto fail;
        for (int f = 0; f < FACTS; f++) {
            PyObject *value = PyLong_FromLong(facts[u][f]);
            if (value == NULL || PyDict_SetItem(side, PyTuple_GET_ITEM(self->fact_names, f), value) < 0) {
                Py_XDECREF(value);
                Py_DECREF(side);
                goto fail;
            }
            Py_DECREF(value);
        }
        int rc = PyDict_SetItem(units, PyTuple_GET_ITEM(self->units, u), side);
        Py_DECREF(side);
        if (rc < 0) goto fail;
    }
keys:
    contract_key = int_tuple(contract, 7);
    score_key = int_tuple(outcome->key, outcome->size);
    if (contract_key == NULL || score_key == NULL) goto fail;
    return Py_BuildValue("(NNN)", contract_key, score_key, units);
fail:
    Py_DECREF(units);
    Py_XDECREF(contract_key);
    Py_XDECREF(score_key);
    return NULL;
}

/* A tuple of C unsigned 32-bit masks; NULL (with the error set) when out of memory. */
static PyObject *mask_tuple(const uint32_t *items, int count) {
    PyObject *out = PyTuple_New(count);
    if (out == NULL) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *item = PyLong_FromUnsignedLong(items[i]);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, item);
    }
    return out;
}

/* What an illegal card of the play gives fast.py (`FastChecker._from_core`): the contract key, the
 * violation's facts (trick, position, seat, card, situation index, subsets of the hand), what each
 * seat won before that trick (card points, tricks), each seat's hand when play started, the seat
 * whose belote counts (-1: none) and the discard's points. Facts only: the rule the card breaks,
 * the legal set and the penalty come from the kernel's table and refscore.judge.penalty, in Python. */
static PyObject *illegal(Core *self, const int *contract, const Violation *bad, const int *points,
                         const int *won, const uint32_t *start_hands, int belote, int discard_points) {
    PyObject *contract_key = int_tuple(contract, 7);
    PyObject *subsets = mask_tuple(bad->subsets, SUBSETS);
    PyObject *seat_points = int_tuple(points, self->n);
    PyObject *seat_won = int_tuple(won, self->n);
    PyObject *hands = mask_tuple(start_hands, self->n);
    if (contract_key == NULL || subsets == NULL || seat_points == NULL || seat_won == NULL || hands == NULL) {
        Py_XDECREF(contract_key);
        Py_XDECREF(subsets);
        Py_XDECREF(seat_points);
        Py_XDECREF(seat_won);
        Py_XDECREF(hands);
        return NULL;
    }
    return Py_BuildValue("(NiiiiiNNNNii)", contract_key, bad->trick, bad->position, bad->seat, bad->card,
                         bad->index, subsets, seat_points, seat_won, hands, belote, discard_points);
}

/* -- declared annonces: classified by Python's memo, settled by the kernel's tables ------------- */

/* The kernel's decisions of rule points.annonces-strongest (refscore/kernel/annonces.py): the codes
 * of `Winner` and the bits of `SCORE_FACTS`, in their order (annonce_memos() checks the names it is
 * given against these). No rule is decided here: the tables say who scores and which annonce does. */
enum { AW_SOLE, AW_NOBODY, AW_FIRST_FROM_LEADER, AW_FIRST_FROM_TAKER, AW_WINNERS };
static const char *const AW_NAMES[AW_WINNERS] = {"SOLE", "NOBODY", "FIRST_FROM_LEADER", "FIRST_FROM_TAKER"};
enum { AS_OF_WINNER = 1, AS_IS_TOP = 2, AS_BEATS_OTHERS = 4, AS_SITUATIONS = 8, AS_N_FACTS = 3 };
static const char *const AS_FACT_NAMES[AS_N_FACTS] = {"of_winner", "is_top", "beats_others"};

/* `AnnonceTable.settle` (refscore/kernel/annonces.py) on rank ints, which it mirrors: the facts
 * (each unit's strongest rank, whether units tie on the top, the first tied seat from the leader or
 * the taker, the others' best) and the kernel's answers. Adds the points of the annonces that score
 * into `unit_points` and sets `scored[u]` for each unit with one. `rank` >= 0. */
static void annonce_walk(const Core *self, int count, const int *seat, const long long *rank, const int *points,
                         int leader, int taker, int *unit_points, int *scored) {
    const int n = self->n;
    long long best[MAX_SEATS];
    for (int u = 0; u < MAX_SEATS; u++) best[u] = -1; /* -1: no annonce */
    long long top = -1;
    for (int i = 0; i < count; i++) {
        const int u = self->unit_of[seat[i]];
        if (rank[i] > best[u]) best[u] = rank[i];
        if (rank[i] > top) top = rank[i];
    }
    int holders = 0, winner = -1;
    for (int u = 0; u < self->n_units; u++)
        if (best[u] == top) {
            holders++;
            winner = u;
        }
    const int how = self->annonce_winner[holders > 1];
    if (how == AW_NOBODY) {
        winner = -1;
    } else if (how != AW_SOLE) {
        const int start = how == AW_FIRST_FROM_LEADER ? leader : taker;
        int first = n;
        for (int i = 0; i < count; i++) {
            const int distance = (seat[i] - start + n) % n;
            if (rank[i] == top && distance < first) first = distance;
        }
        winner = self->unit_of[(start + first) % n];
    }
    long long others = -1; /* the other units' best: -1 when none declared (every rank beats it) */
    for (int u = 0; u < self->n_units; u++)
        if (u != winner && best[u] > others) others = best[u];
    for (int i = 0; i < count; i++) {
        const int u = self->unit_of[seat[i]];
        const int situation = (u == winner ? AS_OF_WINNER : 0) | (rank[i] == top ? AS_IS_TOP : 0) |
                              (rank[i] > others ? AS_BEATS_OTHERS : 0);
        if (self->annonce_scores[situation]) {
            unit_points[u] += points[i];
            scored[u] = 1;
        }
    }
}

/* Whether `name` (an exact str) is the ASCII `text` of `length` characters: the keys of an annonce
 * without a call per key into unicodeobject.c (most of the walk's cost when it made one). */
static inline int ascii_is(PyObject *name, const char *text, Py_ssize_t length) {
    return PyUnicode_IS_COMPACT_ASCII(name) && PyUnicode_GET_LENGTH(name) == length &&
           memcmp(PyUnicode_DATA(name), text, (size_t)length) == 0;
}

/* The settlement of a deal's declarations, added into `unit_points` (`scored[u]`: unit u has an
 * annonce that scores): 0, DECLINE (anything unusual, a card not held at the first trick or serving
 * twice: the Python tier and the reference path word it), or -1 with an error set. A declaration's
 * class (its strength's rank and its points, by refscore.judge.declarations.classify) is looked up by (kind,
 * trump code, mask) in the AnnonceBook's memo, which `declare` fills on a miss; the settlement is
 * `annonce_walk` over the kernel's tables. `hands`: each seat's hand when play starts;
 * `annonce_reader.AnnonceReader.points` does the same for the Python tier. */
static int settlement(Core *self, PyObject *list, int code, const uint32_t *hands, int leader, int taker,
                      int *unit_points, int *scored) {
    const Py_ssize_t count = PyList_GET_SIZE(list);
    if (self->annonce_declare == NULL || count > MAX_ANNONCES) return DECLINE;
    int seats[MAX_ANNONCES], points[MAX_ANNONCES];
    long long ranks[MAX_ANNONCES];
    uint32_t used[MAX_SEATS] = {0};
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *item = PyList_GET_ITEM(list, i);
        if (!PyDict_CheckExact(item) || PyDict_GET_SIZE(item) < 2) return DECLINE;
        PyObject *seat_name = NULL, *cards = NULL, *kind = NULL, *name, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(item, &pos, &name, &value)) { /* exact str keys: no Python code runs */
            if (!PyUnicode_CheckExact(name)) return DECLINE;
            if (ascii_is(name, "seat", 4)) seat_name = value;
            else if (ascii_is(name, "cards", 5)) cards = value;
            else if (ascii_is(name, "kind", 4)) kind = value;
            else return DECLINE; /* (a key in another spelling, non-ASCII included, is not these) */
        }
        const int seat = seat_index(self, seat_name);
        if (seat < 0 || cards == NULL || !PyList_CheckExact(cards)) return DECLINE;
        const Py_ssize_t length = PyList_GET_SIZE(cards);
        uint32_t mask;
        if (length < 1 || length > 8 || card_mask(self, cards, (int)length, &mask) != 0) return DECLINE;
        if ((hands[seat] & mask) != mask || (used[seat] & mask)) return DECLINE;
        used[seat] |= mask;
        long kind_id = 0;
        long long klass = -1;
        if (kind != NULL) { /* a str (the schema allows no null) */
            if (!PyUnicode_CheckExact(kind)) return DECLINE;
            PyObject *id = PyDict_GetItemWithError(self->annonce_kinds, kind);
            if (id == NULL && PyErr_Occurred()) return -1;
            kind_id = id == NULL ? -1 : PyLong_AsLong(id);
        }
        if (kind_id >= 0 && kind_id < (1L << 20)) { /* fast_annonces.class_key */
            PyObject *class_key =
                PyLong_FromUnsignedLongLong((unsigned long long)(kind_id << 3 | code) << 32 | mask);
            if (class_key == NULL) return -1;
            PyObject *found = PyDict_GetItemWithError(self->annonce_classes, class_key);
            Py_DECREF(class_key);
            if (found == NULL && PyErr_Occurred()) return -1;
            if (found != NULL) klass = PyLong_AsLongLong(found);
        }
        if (klass < 0) { /* not remembered: classified in Python (refscore.judge.declarations), maybe remembered */
            PyObject *answer = PyObject_CallFunction(self->annonce_declare, "ikO", code, (unsigned long)mask,
                                                     kind != NULL ? kind : Py_None);
            if (answer == NULL) return -1;
            klass = PyLong_AsLongLong(answer);
            Py_DECREF(answer);
            if (klass == -1 && PyErr_Occurred()) return -1;
        }
        /* not a true annonce (the reference words why), or beyond fast_annonces' packing */
        if (klass < 0 || klass >= (1LL << 48)) return DECLINE;
        seats[i] = seat;
        ranks[i] = klass >> 16;
        points[i] = (int)(klass & 0xFFFF);
    }
    if (count > 0) annonce_walk(self, (int)count, seats, ranks, points, leader, taker, unit_points, scored);
    return 0;
}

/* The annonce points by unit of a legal deal's declarations (`settlement`), added into
 * `unit_points`: 0, DECLINE or -1 with an error set. */
static int settle_annonces(Core *self, PyObject *list, int code, const uint32_t *hands, int leader, int taker,
                           int *unit_points) {
    int scored[MAX_SEATS] = {0};
    return settlement(self, list, code, hands, leader, taker, unit_points, scored);
}

/* annonce_points(annonces, code, hands, leader, taker): `settlement` for fast.py (a deal whose play
 * holds an illegal card, or one the core declined): a new dict of points by unit (the units with an
 * annonce that scores, as `AnnonceBook.settle` gives them), or None. */
static PyObject *Core_annonce_points(Core *self, PyObject *args) {
    PyObject *list, *hand_masks;
    int code, leader, taker;
    if (!PyArg_ParseTuple(args, "O!iO!ii", &PyList_Type, &list, &code, &PyTuple_Type, &hand_masks, &leader, &taker))
        return NULL;
    if (!self->ready || code < 0 || code >= CODES || leader < 0 || leader >= self->n || taker < 0 ||
        taker >= self->n || PyTuple_GET_SIZE(hand_masks) != self->n) {
        PyErr_SetString(PyExc_ValueError, "annonce_points: a trump code, a hand per seat, two seats");
        return NULL;
    }
    uint32_t hands[MAX_SEATS];
    for (int s = 0; s < self->n; s++) {
        const unsigned long long hand = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(hand_masks, s));
        if (hand == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
        hands[s] = (uint32_t)hand;
    }
    int unit_points[MAX_SEATS] = {0}, scored[MAX_SEATS] = {0};
    const int result = settlement(self, list, code, hands, leader, taker, unit_points, scored);
    if (result == -1) return NULL;
    if (result == DECLINE) {
        PyErr_Clear();
        Py_RETURN_NONE;
    }
    PyObject *settled = PyDict_New();
    if (settled == NULL) return NULL;
    for (int u = 0; u < self->n_units; u++) {
        if (!scored[u]) continue;
        PyObject *unit = PyLong_FromLong(u), *value = PyLong_FromLong(unit_points[u]);
        if (unit == NULL || value == NULL || PyDict_SetItem(settled, unit, value) < 0) {
            Py_XDECREF(unit);
            Py_XDECREF(value);
            Py_DECREF(settled);
            return NULL;
        }
        Py_DECREF(unit);
        Py_DECREF(value);
    }
    return settled;
}

/* Whether `names` is a tuple of exactly the `count` ASCII names `expected`, in that order. */
static int names_are(PyObject *names, const char *const *expected, Py_ssize_t count) {
    if (!PyTuple_Check(names) || PyTuple_GET_SIZE(names) != count) return 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *name = PyTuple_GET_ITEM(names, i);
        if (!PyUnicode_CheckExact(name) || PyUnicode_CompareWithASCIIString(name, expected[i]) != 0) return 0;
    }
    return 1;
}

static PyObject *Core_annonce_memos(Core *self, PyObject *args) {
    PyObject *kinds, *classes, *declare, *winner_names, *fact_names, *winner, *scores;
    if (!PyArg_ParseTuple(args, "O!O!OO!O!O!O!", &PyDict_Type, &kinds, &PyDict_Type, &classes, &declare,
                          &PyTuple_Type, &winner_names, &PyTuple_Type, &fact_names, &PyBytes_Type, &winner,
                          &PyBytes_Type, &scores))
        return NULL;
    if (!PyCallable_Check(declare)) {
        PyErr_SetString(PyExc_TypeError, "annonce_memos: declare is a callable");
        return NULL;
    }
    if (!names_are(winner_names, AW_NAMES, AW_WINNERS) || !names_are(fact_names, AS_FACT_NAMES, AS_N_FACTS)) {
        PyErr_SetString(PyExc_ValueError, "annonce_memos: not the kernel's Winner codes and SCORE_FACTS this "
                                          "core reads, in its order");
        return NULL;
    }
    if (PyBytes_GET_SIZE(winner) != 2 || PyBytes_GET_SIZE(scores) != AS_SITUATIONS) {
        PyErr_SetString(PyExc_ValueError, "annonce_memos: a winner by tie (2 bytes), a verdict by situation (8)");
        return NULL;
    }
    for (int i = 0; i < 2; i++) {
        if ((unsigned char)PyBytes_AS_STRING(winner)[i] >= AW_WINNERS) {
            PyErr_SetString(PyExc_ValueError, "annonce_memos: a Winner code out of range");
            return NULL;
        }
    }
    for (int i = 0; i < 2; i++) self->annonce_winner[i] = (unsigned char)PyBytes_AS_STRING(winner)[i];
    for (int i = 0; i < AS_SITUATIONS; i++) self->annonce_scores[i] = PyBytes_AS_STRING(scores)[i] != 0;
    Py_INCREF(kinds);
    Py_XSETREF(self->annonce_kinds, kinds);
    Py_INCREF(classes);
    Py_XSETREF(self->annonce_classes, classes);
    Py_INCREF(declare);
    Py_XSETREF(self->annonce_declare, declare);
    Py_RETURN_NONE;
}

/* -- the batch's line of a legal deal, written whole (refscore.fast.batch_lines.LegalLines) -----------------
 *
 * `LineWriter(core, parts, cases, unit_names, contracts, contract_json, scorer).line(data, number,
 * line)`: the walk of `judge_flat`, then for an ordinary legal deal read from the JSON `line` with no
 * member dropped (`members_all_read`) its JSON line, the bytes `LegalLines.line` writes: the
 * template's constant `parts` (orjson's own writing of the names, made once by LegalLines) with the
 * deal's values between them; a contract not yet in `contracts` is asked of `contract_json`
 * (`batch_lines._contract_json` writes it and keeps it there). Anything less ordinary (no scores, a
 * claim refuted, an id JSON escapes, a `fingerprint` field) gets what `judge_flat` gives, and
 * Python goes on from there as it always did. Why: the Python between the walk and `fill` (the
 * pieces' tuples, the scorer's call, the claim's dict, the values' tuple) cost a legal line about
 * as much as the walk itself (bench/legal_icount.py).
 * No rule is decided here: the scores are the scorer's (the variant's formulas, _scorecore.c), the
 * contract's and the cases' JSON Python's; the claim is compared as `fast._claim_holds` does (rule
 * claim.match: each unit it names has its score), and tests/fast/test_legal_line.py proves the line the
 * same bytes as the lean result's. */
static PyTypeObject CoreType;
static ScoreAPI *score_api; /* _scorecore's C interface, imported by the first LineWriter */

typedef struct {
    PyObject_HEAD
    Core *core;
    PyObject *parts;      /* tuple of bytes: the line's constants, one more than its values */
    PyObject *cases;      /* tuple of bytes: each scoring case's JSON (`ScoringPlan.rules`) */
    PyObject *unit_names; /* tuple of bytes: each unit's name as JSON (a claim's keys) */
    PyObject *contracts;  /* dict contract key -> bytes: the contract's JSON (LegalLines.contracts) */
    PyObject *contract_json; /* called with a contract key missing from `contracts`: its JSON (bytes) */
    PyObject *scorer;     /* the variant's _scorecore.Scorer, scored through its C interface */
    Py_ssize_t fixed;     /* the parts' bytes in all */
} LineWriter;

static inline char *put_bytes(char *at, PyObject *bytes) {
    const Py_ssize_t size = PyBytes_GET_SIZE(bytes);
    memcpy(at, PyBytes_AS_STRING(bytes), (size_t)size);
    return at + size;
}

#define LINE_STACK 4096 /* a legal line takes under a kilobyte: longer ones are written on the heap */
#define SCORE_LIMIT 1000000000000000L /* beyond, Python writes the line (never in a real variant) */

/* The line of a legal deal whose facts are `contract` and `outcome`: bytes, Py_None (not an ordinary
 * line: see above), or NULL with an error set (the scorer's). */
static PyObject *write_line(LineWriter *writer, PyObject *const *field, long number, const int *contract,
                            const Outcome *outcome) {
    Core *self = writer->core;
    const int units = self->n_units;
    if (field[N_FINGERPRINT] != NULL) Py_RETURN_NONE; /* fast.py compares it with the variant's */
    /* the id: absent, or printable ASCII that JSON writes as it is, between quotes */
    PyObject *id = field[N_ID]; /* (an exact str: judge checked) */
    const char *id_text = "null";
    Py_ssize_t id_size = 4;
    if (id != NULL) {
        if (!PyUnicode_IS_COMPACT_ASCII(id)) Py_RETURN_NONE;
        id_text = (const char *)PyUnicode_DATA(id);
        id_size = PyUnicode_GET_LENGTH(id);
        for (Py_ssize_t i = 0; i < id_size; i++)
            if (id_text[i] < 0x20 || id_text[i] == '"' || id_text[i] == '\\' || id_text[i] == 0x7f)
                Py_RETURN_NONE;
    }
    /* the scores: the variant's formulas, by the scorer (`Scorer.score(key)` without the tuples) */
    int made, chosen;
    int64_t scored[SCORE_API_MAX_UNITS];
    const int found = score_api->score(writer->scorer, outcome->key, outcome->size, &made, &chosen, scored);
    if (found < 0) return NULL;
    if (found == 0 || chosen < 0 || chosen >= PyTuple_GET_SIZE(writer->cases))
        Py_RETURN_NONE; /* a formula that failed: fast.py's way */
    const Py_ssize_t case_index = chosen;
    long scores[MAX_SEATS];
    for (int u = 0; u < units; u++) {
        if (scored[u] < -SCORE_LIMIT || scored[u] > SCORE_LIMIT) Py_RETURN_NONE;
        scores[u] = (long)scored[u];
    }
    /* the claim (its shape checked by judge): each unit it names has its score, or fast.py words why
     * not */
    PyObject *claim = field[N_CLAIM];
    Py_ssize_t claim_size = 4; /* null */
    if (claim != NULL) {
        Py_ssize_t pos = 0;
        PyObject *unit, *value;
        claim_size = 32;
        while (PyDict_Next(claim, &pos, &unit, &value)) {
            int u = 0;
            while (u < units && !str_eq(unit, PyTuple_GET_ITEM(self->units, u))) u++;
            long claimed;
            if (u == units || !small_int(value, -1000000, 1000000, &claimed) || claimed != scores[u])
                Py_RETURN_NONE;
            claim_size += PyBytes_GET_SIZE(PyTuple_GET_ITEM(writer->unit_names, u)) + 22;
        }
    }
    /* the contract's JSON, remembered by LegalLines (a contract not seen yet: Python writes it) */
    PyObject *contract_key = int_tuple(contract, 7);
    if (contract_key == NULL) return NULL;
    PyObject *contract_json = PyDict_GetItemWithError(writer->contracts, contract_key);
    if (contract_json != NULL) {
        Py_INCREF(contract_json);
        Py_DECREF(contract_key);
    } else { /* a contract not seen yet: Python writes its JSON (and keeps it in `contracts`) */
        contract_json = PyErr_Occurred() ? NULL : PyObject_CallOneArg(writer->contract_json, contract_key);
        Py_DECREF(contract_key);
        if (contract_json == NULL) return NULL;
    }
    if (!PyBytes_CheckExact(contract_json)) {
        Py_DECREF(contract_json);
        Py_RETURN_NONE;
    }
    PyObject *case_json = PyTuple_GET_ITEM(writer->cases, case_index);
    const Py_ssize_t size = writer->fixed + 21 + id_size + 2 + PyBytes_GET_SIZE(contract_json) + 5 +
                            21 * units * (1 + FACTS) + claim_size + PyBytes_GET_SIZE(case_json);
    /* written on the stack, then copied once into bytes of the right size (not resized) */
    char stack[LINE_STACK];
    char *start = size <= LINE_STACK ? stack : PyMem_Malloc((size_t)size);
    if (start == NULL) {
        Py_DECREF(contract_json);
        return PyErr_NoMemory();
    }
    PyObject *const *parts = &PyTuple_GET_ITEM(writer->parts, 0);
    char *at = put_bytes(start, *parts++);
    at = put_decimal(at, number);
    at = put_bytes(at, *parts++);
    if (id != NULL) {
        *at++ = '"';
        memcpy(at, id_text, (size_t)id_size);
        at += id_size;
        *at++ = '"';
    } else {
        memcpy(at, "null", 4);
        at += 4;
    }
    at = put_bytes(at, *parts++);
    at = put_bytes(at, contract_json);
    Py_DECREF(contract_json);
    at = put_bytes(at, *parts++);
    memcpy(at, made ? "true" : "false", made ? 4 : 5);
    at += made ? 4 : 5;
    for (int u = 0; u < units; u++) {
        at = put_bytes(at, *parts++);
        at = put_decimal(at, scores[u]);
    }
    for (int u = 0; u < units; u++)
        for (int f = 0; f < FACTS; f++) {
            at = put_bytes(at, *parts++);
            at = put_decimal(at, outcome->facts[u][f]);
        }
    at = put_bytes(at, *parts++);
    if (claim == NULL) {
        memcpy(at, "null", 4);
        at += 4;
    } else { /* `{"claimed":` + orjson.dumps(claim) + `,"confirmed":true}`, the claim's order kept */
        static const char head[] = "{\"claimed\":{", tail[] = "},\"confirmed\":true}";
        memcpy(at, head, sizeof head - 1);
        at += sizeof head - 1;
        Py_ssize_t pos = 0;
        PyObject *unit, *value;
        for (int first = 1; PyDict_Next(claim, &pos, &unit, &value); first = 0) {
            int u = 0;
            while (!str_eq(unit, PyTuple_GET_ITEM(self->units, u))) u++;
            if (!first) *at++ = ',';
            at = put_bytes(at, PyTuple_GET_ITEM(writer->unit_names, u));
            *at++ = ':';
            at = put_decimal(at, scores[u]);
        }
        memcpy(at, tail, sizeof tail - 1);
        at += sizeof tail - 1;
    }
    at = put_bytes(at, *parts++);
    at = put_bytes(at, case_json);
    at = put_bytes(at, *parts);
    PyObject *out = PyBytes_FromStringAndSize(start, at - start);
    if (start != stack) PyMem_Free(start);
    return out;
}

#define REJECT_IF(cond) \
    do {                \
        if (cond) {     \
            PyErr_Clear(); \
            Py_RETURN_NONE; \
        }               \
    } while (0)

/* A call the kernel's table refuses, read whole by the walk: with `flat` (the batch), the 13 ints of
 * the state the calls before it left, (index, the standing bid's trump code, the turned card, then
 * `AuctionState`'s bidder, value, special, coinched_by, surcoinched_by, passes, passed, ended,
 * redeal, standing), which `FastChecker.auction_fault_from_core` words without walking the record
 * again; without `flat`, None (declined) as before. */
#define REFUSED_IF(cond)                                                                                 \
    do {                                                                                                 \
        if (cond) {                                                                                      \
            PyErr_Clear();                                                                               \
            if (!flat) Py_RETURN_NONE;                                                                   \
            return Py_BuildValue("(niiiiiiiiiiii)", i, stand_code, turned, last_seat, last_value,       \
                                 last_special, coinched_by, surcoinched_by, passes, passed, ended, redeal, \
                                 standing);                                                              \
        }                                                                                                \
    } while (0)

/* `judge` and `judge_flat`: the same walk; `flat` only changes how a legal deal's units are given.
 * With a `writer` (`LineWriter.line`), a legal deal's batch line is returned whole where
 * `write_line` can write it, and what `judge_flat` gives otherwise. */
static int members_all_read(PyObject *data, PyObject *line);

static PyObject *judge(Core *self, PyObject *data, int flat, LineWriter *writer, long number, PyObject *line) {
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Core.judge() on a core whose __init__ did not succeed");
        return NULL;
    }
    const int n = self->n;
    REJECT_IF(!PyDict_CheckExact(data));

    /* -- the record's keys and the types of its labels ------------------------------------------ */
    PyObject *field[N_RECORD] = {NULL}; /* each field's value, by slot (NULL: absent) */
    {
        Py_ssize_t pos = 0;
        PyObject *key, *value;
        while (PyDict_Next(data, &pos, &key, &value)) {
            /* an exact str: hashing and comparing it runs no Python code; and the schema allows no
             * null anywhere */
            REJECT_IF(!PyUnicode_CheckExact(key) || value == Py_None);
            const int slot = name_slot(key);
            REJECT_IF(slot < 0 || slot >= N_RECORD || !(self->top_fields >> slot & 1));
            field[slot] = value;
        }
    }
    PyObject *format = field[N_FORMAT];
    REJECT_IF(format != NULL && !str_eq(format, s_deal_format));
    static const int labels[] = {N_VARIANT, N_ID, N_EVENT, N_DATE, N_COMMENT};
    for (size_t i = 0; i < sizeof labels / sizeof *labels; i++)
        REJECT_IF(field[labels[i]] != NULL && !PyUnicode_CheckExact(field[labels[i]]));
    PyObject *players = field[N_PLAYERS];
    if (players != NULL) {
        REJECT_IF(!PyDict_CheckExact(players));
        Py_ssize_t pos = 0;
        PyObject *key, *value;
        while (PyDict_Next(players, &pos, &key, &value)) REJECT_IF(!PyUnicode_CheckExact(value));
    }
    /* a chien (and a discard) only where the variant deals one */
    REJECT_IF(!self->chien && (field[N_CHIEN] || field[N_DISCARD]));
    REJECT_IF(!self->dead_cards && field[N_DEAD]);
    int turned = -1; /* the turned card, in a turned-card auction */
    if (self->turned_card) {
        PyObject *turned_name = field[N_TURNED];
        REJECT_IF(turned_name == NULL || (turned = card_of(self, turned_name)) < 0);
    } else {
        REJECT_IF(field[N_TURNED] != NULL);
    }
    /* declared annonces: judged and settled by fast.py with refscore.judge.declarations, after this walk */
    PyObject *annonces = field[N_ANNONCES];
    REJECT_IF(annonces != NULL && !PyList_CheckExact(annonces));

    const int dealer = seat_index(self, field[N_DEALER]);
    REJECT_IF(dealer < 0);

    /* -- the deal: each seat's hand; each card once --------------------------------------------- */
    PyObject *hands_data = field[N_HANDS];
    REJECT_IF(hands_data == NULL || !PyDict_CheckExact(hands_data) || PyDict_GET_SIZE(hands_data) != n);
    uint32_t hands[MAX_SEATS];
    uint32_t dealt = 0, chien = 0, dead = 0;
    int count = 0; /* the cards dealt: as many bits in `dealt` only if none is repeated */
    {   /* n keys, each a seat (an exact str), so each seat once: its hand (no lookup by name) */
        Py_ssize_t pos = 0;
        PyObject *name, *tokens;
        while (PyDict_Next(hands_data, &pos, &name, &tokens)) {
            const int s = seat_index(self, name);
            REJECT_IF(s < 0 || card_mask(self, tokens, self->hand_size, &hands[s]) != 0);
            dealt |= hands[s];
            count += self->hand_size;
        }
    }
    if (self->chien) {
        REJECT_IF(card_mask(self, field[N_CHIEN], self->chien, &chien) != 0);
        dealt |= chien;
        count += self->chien;
    }
    PyObject *dead_data = field[N_DEAD]; /* optional: the cards nobody plays */
    if (dead_data != NULL) {
        REJECT_IF(card_mask(self, dead_data, self->dead_cards, &dead) != 0);
        dealt |= dead;
        count += self->dead_cards;
    }
    REJECT_IF(__builtin_popcount(dealt) != count || (!self->dead_cards && count != 32));

    /* -- the auction ---------------------------------------------------------------------------- */
    PyObject *calls = field[N_AUCTION];
    REJECT_IF(calls == NULL || !PyList_CheckExact(calls) || PyList_GET_SIZE(calls) > 200);
    const int start = (dealer + self->first_offset) % n;
    int seat = start, last_seat = -1, last_value = 0, last_special = -1, code = 0;
    int coinched_by = -1, surcoinched_by = -1, passes = 0, passed = 0, ended = 0, redeal = 0;
    int standing = 0; /* the facts that do not depend on the caller */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(calls); i++) {
        PyObject *call = PyList_GET_ITEM(calls, i);
        const int stand_code = code; /* the standing bid's, before this call may set its own */
        REJECT_IF(!PyDict_CheckExact(call));
        PyObject *who = NULL, *kind = NULL, *text = NULL, *value = NULL; /* (other keys: not read) */
        {
            Py_ssize_t at = 0;
            PyObject *name, *item;
            while (PyDict_Next(call, &at, &name, &item)) {
                REJECT_IF(!PyUnicode_CheckExact(name));
                switch (name_slot(name)) {
                    case N_SEAT: who = item; break;
                    case N_CALL: kind = item; break;
                    case N_VALUE: value = item; break;
                    case N_TRUMP: text = item; break;
                    default: break;
                }
            }
        }
        int facts = standing;
        if (who == NULL || !str_eq(who, self->seats[seat])) facts |= A_OUT_OF_TURN;
        if (last_seat >= 0) {
            if (self->unit_of[seat] == self->unit_of[last_seat]) facts |= A_CALLER_BIDDER_SIDE;
            if (seat == (last_seat + 1) % n) facts |= A_CALLER_NEXT_AFTER_BID;
        } else if (passes >= n) {
            facts |= A_SECOND_ROUND;
        }
        if (coinched_by >= 0 && seat != coinched_by && self->unit_of[seat] == self->unit_of[coinched_by])
            facts |= A_CALLER_COINCHER_PARTNER;
        if (passed >> seat & 1) facts |= A_CALLER_PASSED;
        REJECT_IF(kind == NULL || !PyUnicode_CheckExact(kind));
        Py_ssize_t size = PyDict_GET_SIZE(call);
        if (size == 2 && str_eq(kind, s_pass)) {
            REFUSED_IF(self->reasons[K_PASS << A_FACT_BITS | facts]);
            passes += 1;
            passed |= 1 << seat;
            if (last_seat < 0) ended = redeal = passes >= self->redeal_after;
            else ended = passes >= self->passes_to_end;
        } else if (size == 4 && str_eq(kind, s_bid)) {
            REFUSED_IF(self->reasons[K_BID << A_FACT_BITS | facts]);
            REJECT_IF(text == NULL || value == NULL || !PyUnicode_CheckExact(text));
            PyObject *known = PyDict_GetItemWithError(self->trumps, text);
            REJECT_IF(known == NULL);
            code = (int)PyLong_AsLong(known);
            REJECT_IF(code < 0 || code >= CODES);
            REFUSED_IF(!(self->allowed_codes >> code & 1)); /* a trump mode not played here */
            int special = -1;
            long bid;
            if (PyUnicode_CheckExact(value)) {
                PyObject *index = PyDict_GetItemWithError(self->specials, value);
                REJECT_IF(index == NULL);
                special = (int)PyLong_AsLong(index);
                REJECT_IF(special < 0 || special >= self->n_specials);
                bid = self->special_value[special];
            } else {
                REJECT_IF(!PyLong_CheckExact(value));
                /* off the ladder: out of range (beyond its end too) or off the step */
                REFUSED_IF(!small_int(value, 0, self->ladder_len - 1, &bid) || !self->ladder[bid]);
            }
            REFUSED_IF(last_seat >= 0 && bid <= last_value);
            last_seat = seat;
            last_value = (int)bid;
            last_special = special;
            standing = A_BID_STANDS | (special >= 0 ? self->special_facts[special] : 0) | (standing & A_SURCOINCHED);
            coinched_by = -1;
            passes = 0;
        } else if (size == 2 && str_eq(kind, s_coinche)) {
            REFUSED_IF(self->reasons[K_COINCHE << A_FACT_BITS | facts]);
            coinched_by = seat;
            standing |= A_COINCHED;
            passes = 0;
        } else if (size == 2 && str_eq(kind, s_surcoinche)) {
            REFUSED_IF(self->reasons[K_SURCOINCHE << A_FACT_BITS | facts]);
            surcoinched_by = seat;
            standing |= A_SURCOINCHED;
            passes = 0;
            ended = self->ends[K_SURCOINCHE];
        } else if (turned >= 0 && str_eq(kind, s_take)) {
            /* what the take names, relative to the turned card: the kernel's row */
            REJECT_IF(size != (text != NULL ? 3 : 2));
            int named = -1;
            if (text != NULL) {
                REJECT_IF(!PyUnicode_CheckExact(text));
                PyObject *known = PyDict_GetItemWithError(self->trumps, text);
                REJECT_IF(known == NULL);
                named = (int)PyLong_AsLong(known);
                REJECT_IF(named < 0 || named >= CODES);
            }
            const int turned_suit = turned >> 3;
            int row;
            if (named > 3) { /* sans atout or tout atout, where the variant plays it */
                row = K_TAKE_MODE;
                REFUSED_IF(!(self->allowed_codes >> named & 1)); /* a trump mode not played here */
                code = named;
            } else if (named == -1 || named == turned_suit) {
                row = named == -1 ? K_TAKE : K_TAKE_TURNED;
                code = turned_suit;
            } else {
                row = K_TAKE_OTHER;
                code = named;
            }
            REFUSED_IF(self->reasons[row << A_FACT_BITS | facts]);
            last_seat = seat;
            last_value = 0;
            last_special = -1;
            standing |= A_BID_STANDS;
            passes = 0;
            ended = self->ends[row];
        } else {
            REJECT_IF(1);
        }
        if (ended) standing |= A_ENDED;
        seat = seat + 1 < n ? seat + 1 : 0;
    }

    PyObject *claim = field[N_CLAIM];
    REJECT_IF(claim != NULL && !claim_shape(self, claim));
    PyObject *belote_name = field[N_BELOTE];
    PyObject *tricks = field[N_TRICKS];
    REJECT_IF(tricks != NULL && !PyList_CheckExact(tricks));
    int points[MAX_SEATS] = {0}, won[MAX_SEATS] = {0};
    if (redeal) {
        REJECT_IF((tricks != NULL && PyList_GET_SIZE(tricks) > 0) || belote_name != NULL ||
                  field[N_DISCARD] != NULL);
        return PyTuple_New(0);
    }
    REJECT_IF(!ended || tricks == NULL || PyList_GET_SIZE(tricks) != self->hand_size);
    REJECT_IF(turned >= 0 && !(hands[last_seat] >> turned & 1u)); /* the taker holds the turned card */
    const Table *table = &self->tables[code];
    REJECT_IF(!table->present);

    /* -- the chien: the taker takes it and discards (points for him) ----------------------------- */
    int discard_points = 0;
    if (self->chien) {
        uint32_t discard = 0;
        REJECT_IF(card_mask(self, field[N_DISCARD], self->discard, &discard) != 0);
        const uint32_t taker_hand = hands[last_seat] | chien;
        REJECT_IF((discard & taker_hand) != discard);
        hands[last_seat] = taker_hand & ~discard;
        for (int c = 0; c < 32; c++)
            if (discard >> c & 1u) discard_points += table->points[c];
    }

    /* -- belote: the holder of the king and queen of trump when play starts --------------------- */
    int belote = -1;
    const uint32_t pair = table->belote;
    if (pair) {
        for (int s = 0; s < n; s++)
            if ((hands[s] & pair) == pair) belote = s;
    }
    REJECT_IF(belote_name != NULL && (belote < 0 || seat_index(self, belote_name) != belote));

    /* -- the play ------------------------------------------------------------------------------- */
    int last = -1, sole = -1;
    uint32_t start_hands[MAX_SEATS];
    for (int s = 0; s < n; s++) start_hands[s] = hands[s];
    Violation bad;
    const int played = play(self, table, tricks, hands, start, points, won, &last, &sole, &bad);
    REJECT_IF(played == DECLINE);
    const int mult = surcoinched_by >= 0 ? self->mult[1] : (coinched_by >= 0 ? self->mult[0] : 1);
    const int contract[7] = {last_seat, last_value, last_special, code, coinched_by, surcoinched_by, mult};
    if (played == 1) /* the belote counts whatever happens, where it counts at all */
        return illegal(self, contract, &bad, points, won, start_hands,
                       belote >= 0 && (belote_name != NULL || !self->belote_called) ? belote : -1,
                       discard_points);
    int annonce_points[MAX_SEATS] = {0}; /* by unit */
    if (annonces != NULL && PyList_GET_SIZE(annonces) > 0) {
        const int settled = settle_annonces(self, annonces, code, start_hands, start, last_seat, annonce_points);
        if (settled == -1) return NULL;
        REJECT_IF(settled == DECLINE);
    }
    Outcome outcome;
    outcome_of(self, contract, belote, belote_name != NULL, last, sole, points, won, discard_points,
               annonce_points, &outcome);
    /* `LineWriter.line`: the batch's whole line, when it is an ordinary one and `line`, the JSON it
     * was read from, holds no member `data` lacks (else Python asks `same_colons`, as for any line
     * this does not write) */
    if (writer != NULL && members_all_read(data, line)) {
        PyObject *written = write_line(writer, field, number, contract, &outcome);
        if (written != Py_None) return written; /* the line's bytes, or NULL with an error set */
        Py_DECREF(written);
    }
    return finish(self, contract, &outcome, flat);
}

static PyObject *Core_judge(Core *self, PyObject *data) { return judge(self, data, 0, NULL, 0, NULL); }

static PyObject *Core_judge_flat(Core *self, PyObject *data) { return judge(self, data, 1, NULL, 0, NULL); }

/* -- the rest of a record whose auction `judge` stopped at a call it refused ----------------------
 *
 * `record_shape.certain_shape` and `certain_rest` of what the walk had not read when it refused call
 * `from` (the players' count, the fingerprint's size, the calls from `from` on, the annonces, the
 * belote, the tricks, the discard, the claim), for `FastChecker._call_violation`: the reference
 * reads the whole record before it judges, so a part it cannot read makes the record unusable
 * rather than illegal. What the walk read before the call is of the schema's shape once read, for a
 * variant `record_shape.walk_reads_shape` accepts: the dealer and the hands by the variant's seats,
 * every earlier call by the seat whose turn it was with exactly its word's keys, a trump read before
 * and a value on the ladder or a special bid's name. 0 may be said of a record they accept (a card
 * or trump spelling not read yet: then the Python checks decide). */
static int shape_cards(Core *self, PyObject *tokens, Py_ssize_t least, Py_ssize_t most) {
    if (tokens == NULL || !PyList_CheckExact(tokens)) return 0;
    const Py_ssize_t size = PyList_GET_SIZE(tokens);
    if (size < least || size > most) return 0;
    for (Py_ssize_t i = 0; i < size; i++)
        if (card_of(self, PyList_GET_ITEM(tokens, i)) < 0) return 0;
    return 1;
}

/* a special bid's name as the schema writes it: [a-z_][a-z0-9_]* */
static int shape_special(PyObject *value) {
    if (!PyUnicode_IS_COMPACT_ASCII(value) || PyUnicode_GET_LENGTH(value) < 1) return 0;
    const char *text = (const char *)PyUnicode_DATA(value);
    for (Py_ssize_t i = 0; i < PyUnicode_GET_LENGTH(value); i++) {
        const char c = text[i];
        if (!((c >= 'a' && c <= 'z') || c == '_' || (i > 0 && c >= '0' && c <= '9'))) return 0;
    }
    return 1;
}

static int shape_call(Core *self, PyObject *call) {
    if (!PyDict_CheckExact(call)) return 0;
    PyObject *who = NULL, *kind = NULL, *value = NULL, *text = NULL;
    Py_ssize_t at = 0;
    PyObject *name, *item;
    while (PyDict_Next(call, &at, &name, &item)) {
        if (!PyUnicode_CheckExact(name)) return 0;
        switch (name_slot(name)) {
            case N_SEAT: who = item; break;
            case N_CALL: kind = item; break;
            case N_VALUE: value = item; break;
            case N_TRUMP: text = item; break;
            default: return 0; /* a key the schema does not allow in a call */
        }
    }
    if (seat_index(self, who) < 0 || kind == NULL) return 0;
    const int bid = str_eq(kind, s_bid);
    if (!bid && !str_eq(kind, s_pass) && !str_eq(kind, s_coinche) && !str_eq(kind, s_surcoinche) &&
        !str_eq(kind, s_take))
        return 0;
    long number;
    if (value != NULL && !(PyUnicode_CheckExact(value) ? shape_special(value) : small_int(value, 0, 100000, &number)))
        return 0;
    if (text != NULL) {
        if (!PyUnicode_CheckExact(text) || PyUnicode_GET_LENGTH(text) < 1 || PyUnicode_GET_LENGTH(text) > 12)
            return 0;
        if (PyDict_GetItemWithError(self->trumps, text) == NULL) { /* a spelling not read yet */
            PyErr_Clear();
            return 0;
        }
    }
    return !bid || (value != NULL && text != NULL);
}

static int shape_annonce(Core *self, PyObject *annonce) {
    if (!PyDict_CheckExact(annonce)) return 0;
    PyObject *who = NULL, *cards = NULL;
    Py_ssize_t at = 0;
    PyObject *name, *item;
    while (PyDict_Next(annonce, &at, &name, &item)) {
        if (!PyUnicode_CheckExact(name)) return 0;
        if (ascii_is(name, "seat", 4)) who = item;
        else if (ascii_is(name, "cards", 5)) cards = item;
        else if (!ascii_is(name, "kind", 4) || !PyUnicode_CheckExact(item)) return 0;
    }
    return seat_index(self, who) >= 0 && shape_cards(self, cards, 1, 8);
}

static int shape_trick(Core *self, PyObject *trick) {
    const Py_ssize_t most = self->n < 4 ? self->n : 4;
    if (PyList_CheckExact(trick)) return shape_cards(self, trick, 1, most);
    if (!PyDict_CheckExact(trick)) return 0;
    PyObject *cards = NULL;
    Py_ssize_t at = 0;
    PyObject *name, *item;
    while (PyDict_Next(trick, &at, &name, &item)) {
        if (!PyUnicode_CheckExact(name)) return 0;
        if (ascii_is(name, "cards", 5)) cards = item;
        else if (!ascii_is(name, "leader", 6) || seat_index(self, item) < 0) return 0;
    }
    return shape_cards(self, cards, 1, most);
}

static PyObject *Core_rest_certain(Core *self, PyObject *args) {
    PyObject *data;
    Py_ssize_t from;
    if (!PyArg_ParseTuple(args, "O!n", &PyDict_Type, &data, &from)) return NULL;
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Core.rest_certain() on a core whose __init__ did not succeed");
        return NULL;
    }
    PyObject *field[N_RECORD] = {NULL};
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(data, &pos, &key, &value)) {
        if (!PyUnicode_CheckExact(key) || value == Py_None) Py_RETURN_FALSE;
        const int slot = name_slot(key);
        if (slot < 0 || slot >= N_RECORD || !(self->top_fields >> slot & 1)) Py_RETURN_FALSE;
        field[slot] = value;
    }
    PyObject *players = field[N_PLAYERS], *fingerprint = field[N_FINGERPRINT], *calls = field[N_AUCTION];
    if (players != NULL && (!PyDict_CheckExact(players) || PyDict_GET_SIZE(players) > 8)) Py_RETURN_FALSE;
    if (fingerprint != NULL && (!PyUnicode_CheckExact(fingerprint) || PyUnicode_GET_LENGTH(fingerprint) > 200))
        Py_RETURN_FALSE;
    if (calls == NULL || !PyList_CheckExact(calls) || from < 0 || from >= PyList_GET_SIZE(calls)) Py_RETURN_FALSE;
    for (Py_ssize_t i = from; i < PyList_GET_SIZE(calls); i++)
        if (!shape_call(self, PyList_GET_ITEM(calls, i))) Py_RETURN_FALSE;
    PyObject *annonces = field[N_ANNONCES];
    if (annonces != NULL) {
        if (!PyList_CheckExact(annonces) || PyList_GET_SIZE(annonces) > 40) Py_RETURN_FALSE;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(annonces); i++)
            if (!shape_annonce(self, PyList_GET_ITEM(annonces, i))) Py_RETURN_FALSE;
    }
    if (field[N_BELOTE] != NULL && seat_index(self, field[N_BELOTE]) < 0) Py_RETURN_FALSE;
    PyObject *tricks = field[N_TRICKS];
    if (tricks != NULL) {
        if (!PyList_CheckExact(tricks) || PyList_GET_SIZE(tricks) > 16) Py_RETURN_FALSE;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(tricks); i++)
            if (!shape_trick(self, PyList_GET_ITEM(tricks, i))) Py_RETURN_FALSE;
    }
    if (field[N_DISCARD] != NULL && !shape_cards(self, field[N_DISCARD], 0, 32)) Py_RETURN_FALSE;
    if (field[N_CLAIM] != NULL && !claim_shape(self, field[N_CLAIM])) Py_RETURN_FALSE;
    Py_RETURN_TRUE;
}

static void LineWriter_dealloc(LineWriter *self) {
    Py_XDECREF(self->core);
    Py_XDECREF(self->parts);
    Py_XDECREF(self->cases);
    Py_XDECREF(self->unit_names);
    Py_XDECREF(self->contracts);
    Py_XDECREF(self->contract_json);
    Py_XDECREF(self->scorer);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int bytes_tuple(PyObject *tuple, Py_ssize_t size, Py_ssize_t *total) {
    if (!PyTuple_CheckExact(tuple) || (size >= 0 && PyTuple_GET_SIZE(tuple) != size)) return 0;
    *total = 0;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(tuple); i++) {
        if (!PyBytes_CheckExact(PyTuple_GET_ITEM(tuple, i))) return 0;
        *total += PyBytes_GET_SIZE(PyTuple_GET_ITEM(tuple, i));
    }
    return 1;
}

static int LineWriter_init(LineWriter *self, PyObject *args, PyObject *kwds) {
    (void)kwds;
    PyObject *core, *parts, *cases, *unit_names, *contracts, *contract_json, *scorer;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!OO:LineWriter", &CoreType, &core, &PyTuple_Type, &parts, &PyTuple_Type,
                          &cases, &PyTuple_Type, &unit_names, &PyDict_Type, &contracts, &contract_json, &scorer))
        return -1;
    if (score_api == NULL && (score_api = PyCapsule_Import(SCORE_API_NAME, 0)) == NULL) return -1;
    Core *owner = (Core *)core;
    Py_ssize_t fixed, unused;
    if (!owner->ready || !bytes_tuple(parts, 7 + 7 * (Py_ssize_t)owner->n_units, &fixed) ||
        !bytes_tuple(cases, -1, &unused) || PyTuple_GET_SIZE(cases) < 1 ||
        !bytes_tuple(unit_names, owner->n_units, &unused) || !PyDict_CheckExact(contracts) ||
        !PyCallable_Check(contract_json) || Py_TYPE(scorer) != score_api->type) {
        PyErr_SetString(PyExc_TypeError,
                        "LineWriter(core, parts, cases, unit_names, contracts, contract_json, scorer): a ready "
                        "core, its line's 7 + 7 * units parts, the cases' and the units' JSON (bytes), a dict, a "
                        "callable, a _scorecore.Scorer");
        return -1;
    }
    Py_INCREF(core);
    Py_XSETREF(self->core, owner);
    Py_INCREF(parts);
    Py_XSETREF(self->parts, parts);
    Py_INCREF(cases);
    Py_XSETREF(self->cases, cases);
    Py_INCREF(unit_names);
    Py_XSETREF(self->unit_names, unit_names);
    Py_INCREF(contracts);
    Py_XSETREF(self->contracts, contracts);
    Py_INCREF(contract_json);
    Py_XSETREF(self->contract_json, contract_json);
    Py_INCREF(scorer);
    Py_XSETREF(self->scorer, scorer);
    self->fixed = fixed;
    return 0;
}

static PyObject *LineWriter_line(LineWriter *self, PyObject *const *args, Py_ssize_t nargs) {
    long number;
    if (self->core == NULL || nargs != 3 || !small_int(args[1], 0, LONG_MAX, &number) ||
        !PyBytes_CheckExact(args[2])) {
        PyErr_SetString(PyExc_TypeError,
                        "LineWriter.line(data, number, line): an initialised writer, an int >= 0, the bytes "
                        "`data` was read from");
        return NULL;
    }
    return judge(self->core, args[0], 1, self, number, args[2]);
}

static PyMethodDef LineWriter_methods[] = {
    {"line", (PyCFunction)(void (*)(void))LineWriter_line, METH_FASTCALL,
     "line(data, number, line) -> bytes | tuple | None: the batch's JSON line of an ordinary legal deal "
     "read from the JSON `line` with no member dropped, else what Core.judge_flat(data) gives."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject LineWriterType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "refscore.fast._fastcore.LineWriter",
    .tp_basicsize = sizeof(LineWriter),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The batch's line of a legal deal, written by the compiled core (refscore.fast.batch_lines.LegalLines).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)LineWriter_init,
    .tp_dealloc = (destructor)LineWriter_dealloc,
    .tp_methods = LineWriter_methods,
};

static PyMethodDef Core_methods[] = {
    {"annonce_points", (PyCFunction)Core_annonce_points, METH_VARARGS,
     "annonce_points(annonces, code, hands, leader, taker) -> dict | None: the points by unit of the "
     "declared annonces (a new dict), or None (ask fast.py)."},
    {"annonce_memos", (PyCFunction)Core_annonce_memos, METH_VARARGS,
     "annonce_memos(kinds, classes, declare, winner_names, fact_names, winner, scores): the memo of "
     "refscore.fast.annonce_book.AnnonceBook and the kernel's tables (refscore.kernel.annonces), with "
     "which judge() settles the annonces of a legal deal."},
    {"judge", (PyCFunction)Core_judge, METH_O,
     "judge(data) -> tuple | None: the facts of an ordinary legal deal or of its first illegal card, or None "
     "(ask fast.py)."},
    {"judge_flat", (PyCFunction)Core_judge_flat, METH_O,
     "judge_flat(data) -> tuple | None: judge(data), but a legal deal's units are one tuple of ints: each "
     "unit's side facts in a row (names.SIDE_FACTS order), for the batch's line; a call the table refuses: "
     "13 ints, its index, the standing trump code, the turned card and the auction state before it."},
    {"rest_certain", (PyCFunction)Core_rest_certain, METH_VARARGS,
     "rest_certain(data, index) -> bool: whether what judge() had not read of `data` when it refused call "
     "`index` is certainly of the schema's shape and read by the reference reader."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "refscore.fast._fastcore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One variant's tables, prepared by refscore.fast.checker.FastChecker.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

/* -- same_colons: a generic count for refscore/fast/batch_lines.py `_no_key_twice` (no rule in it) ----------
 *
 * Whether a line of JSON text and the value a reader decoded from it hold as many ':' (the value as
 * compact JSON writes it: one per member of every object, plus those inside every string, keys and
 * values, as JSON writes a colon unescaped). Fewer in the value means the reader kept only the last
 * of a key written twice. Without this, batch.py writes the value back with orjson and counts the
 * colons of both texts: the same verdict (tests/cli/test_batch_colons.py), for about a third of the cost.
 *
 * 1: as many, and the line writes no character as a \u00XX escape (an escaped colon would hide a
 * dropped key); 0: not so; -1: not answered here, do it the other way: a value nested deeper than
 * `max_depth` objects and lists (the recursion is bounded by it, and by SAME_COLONS_DEPTH whatever the
 * caller asks), a type the JSON readers never give (subclasses included), a key that is not a
 * string, or a string holding a lone surrogate (which orjson refuses to write). A list of a million
 * items is walked in a loop, not recursively; a line is at most 100,000 bytes (batch.MAX_LINE_BYTES). */
#define SAME_COLONS_DEPTH 1024

/* The colons of a JSON text (memchr: a colon comes every ten bytes or so of a record, and memchr
 * reads them a vector at a time). */
static Py_ssize_t line_colons(const unsigned char *text, Py_ssize_t size) {
    const unsigned char *end = text + size, *at = text;
    Py_ssize_t colons = 0;
    while ((at = memchr(at, ':', (size_t)(end - at))) != NULL) {
        colons++;
        at++;
    }
    return colons;
}

/* Whether a JSON text writes a character as a \u00XX escape: a colon so written is one of the value
 * read from it and none of the text, so neither count answers for such a line. */
static int has_u00_escape(const unsigned char *text, Py_ssize_t size) {
    const unsigned char *end = text + size;
    for (const unsigned char *at = text; (at = memchr(at, '\\', (size_t)(end - at))) != NULL; at++)
        if (end - at >= 4 && at[1] == 'u' && at[2] == '0' && at[3] == '0') return 1;
    return 0;
}

static inline Py_ssize_t text_colons(PyObject *text) {
    Py_ssize_t size = PyUnicode_GET_LENGTH(text), count = 0;
    if (PyUnicode_IS_COMPACT_ASCII(text)) { /* nearly every string of a record: a card, a seat */
        const Py_UCS1 *at = PyUnicode_1BYTE_DATA(text), *end = at + size;
        if (size < 16) {
            for (; at < end; at++) count += *at == ':';
            return count;
        }
        for (; (at = memchr(at, ':', (size_t)(end - at))) != NULL; at++) count++;
        return count;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    for (Py_ssize_t i = 0; i < size; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c == ':') count++;
        else if (c >= 0xD800 && c <= 0xDFFF) return -1;
    }
    return count;
}

/* The colons of `value` written as compact JSON (one per member, and those of its strings), or -1
 * (nested deeper than `depth`, a type or key JSON readers do not give, a lone surrogate). With
 * `ascii_blind`, the colons of ASCII strings are not counted (see `same_colons`). */
#define NOT_LEAF (-2)

/* The colons of a value that holds no other (a str, a number, true, false, null), -1 (a lone
 * surrogate), or NOT_LEAF. Inlined in the walk of a container: a record's lists hold mostly cards,
 * and a call per card cost about as much as the rest of the count. */
static inline Py_ssize_t leaf_colons(PyObject *value, int ascii_blind) {
    const PyTypeObject *type = Py_TYPE(value);
    if (type == &PyUnicode_Type) return ascii_blind && PyUnicode_IS_COMPACT_ASCII(value) ? 0 : text_colons(value);
    if (value == Py_None || type == &PyBool_Type || type == &PyLong_Type || type == &PyFloat_Type) return 0;
    return NOT_LEAF;
}

static Py_ssize_t value_colons(PyObject *value, int depth, int ascii_blind) {
    Py_ssize_t leaf = leaf_colons(value, ascii_blind);
    if (leaf != NOT_LEAF) return leaf;
    if (depth <= 0) return -1;
    Py_ssize_t total = 0, part;
    if (PyDict_CheckExact(value)) {
        PyObject *key, *item;
        Py_ssize_t at = 0;
        total = PyDict_GET_SIZE(value);
        while (PyDict_Next(value, &at, &key, &item)) {
            if (!PyUnicode_CheckExact(key)) return -1;
            if (!(ascii_blind && PyUnicode_IS_COMPACT_ASCII(key))) {
                if ((part = text_colons(key)) < 0) return -1;
                total += part;
            }
            part = leaf_colons(item, ascii_blind);
            if (part == NOT_LEAF) part = value_colons(item, depth - 1, ascii_blind);
            if (part < 0) return -1;
            total += part;
        }
        return total;
    }
    if (PyList_CheckExact(value)) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(value); i++) {
            PyObject *item = PyList_GET_ITEM(value, i);
            part = leaf_colons(item, ascii_blind);
            if (part == NOT_LEAF) part = value_colons(item, depth - 1, ascii_blind);
            if (part < 0) return -1;
            total += part;
        }
        return total;
    }
    return -1;
}

/* same_colons(line, value, max_depth): see _fastcore.pyi.
 *
 * Why two walks: the line's colons are its members' and its strings'. A first walk that does not
 * read the ASCII strings (nearly all of a record's: cards, seats) counts the value's members and the
 * colons of its other strings; when the line has just as many colons, no member was dropped (the
 * line has at least the value's members and their strings' colons, so every colon is accounted for)
 * and the full count would say the same. Otherwise the full walk answers, as it always did. */
static PyObject *same_colons(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 3 || !PyBytes_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "same_colons(line: bytes, value, max_depth: int)");
        return NULL;
    }
    long depth = PyLong_AsLong(args[2]);
    if (depth == -1 && PyErr_Occurred()) return NULL;
    const unsigned char *text = (const unsigned char *)PyBytes_AS_STRING(args[0]);
    const Py_ssize_t size = PyBytes_GET_SIZE(args[0]), colons = line_colons(text, size);
    if (has_u00_escape(text, size)) return PyLong_FromLong(0);
    if (depth > SAME_COLONS_DEPTH) depth = SAME_COLONS_DEPTH;
    const int bound = depth < 0 ? 0 : (int)depth;
    Py_ssize_t written = value_colons(args[1], bound, 1);
    if (written >= 0 && written != colons) written = value_colons(args[1], bound, 0);
    return PyLong_FromLong(written < 0 ? -1 : written == colons);
}

/* The members of `object` (a dict), and with `strings` the colons of its str keys and values; -1: a
 * lone surrogate. Its other values (lists, objects) are not read: see `members_all_read`. */
static Py_ssize_t object_colons(PyObject *object, int strings) {
    Py_ssize_t count = PyDict_GET_SIZE(object), at = 0, part;
    if (!strings) return count;
    PyObject *key, *value;
    while (PyDict_Next(object, &at, &key, &value)) {
        if (PyUnicode_CheckExact(key)) {
            if ((part = text_colons(key)) < 0) return -1;
            count += part;
        }
        if (PyUnicode_CheckExact(value)) {
            if ((part = text_colons(value)) < 0) return -1;
            count += part;
        }
    }
    return count;
}

/* The members of the record `data`, of the objects it holds (players, hands, claim) and of the
 * objects in its lists (the calls, the annonces), and with `strings` the colons of the strings
 * among them; -1: a lone surrogate. */
static Py_ssize_t record_colons(PyObject *data, int strings) {
    Py_ssize_t counted = PyDict_GET_SIZE(data), at = 0, part;
    PyObject *key, *value;
    while (PyDict_Next(data, &at, &key, &value)) {
        if (PyUnicode_CheckExact(value)) {
            part = strings ? text_colons(value) : 0;
        } else if (PyDict_CheckExact(value)) {
            part = object_colons(value, strings);
        } else if (PyList_CheckExact(value)) {
            part = 0;
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(value) && part >= 0; i++) {
                PyObject *item = PyList_GET_ITEM(value, i);
                if (PyDict_CheckExact(item)) {
                    const Py_ssize_t members = object_colons(item, strings);
                    part = members < 0 ? -1 : part + members;
                }
            }
        } else {
            continue;
        }
        if (part < 0) return -1;
        counted += part;
    }
    return counted;
}

/* Whether the JSON text `line` holds no member the record `data` read from it lacks: orjson keeps
 * the last of two members of one name, where the reference reader refuses the line. What
 * `same_colons` answers in general, answered for a record the walk has just read, without a walk
 * of its lists of cards.
 *
 * Why it holds: the line's colons are its members' (one each) and those of its strings.
 * `record_colons` counts members and strings of `data`; one it leaves out (nested deeper, in a list
 * of cards, every string in the first count) only makes the count smaller, and so does a member
 * orjson dropped; so a count equal to the line's colons leaves no member dropped. The first count
 * reads the objects' sizes alone (a record's strings hold no colon but in a label such as a date);
 * the second, when the first falls short, counts the strings' colons too. A line with a \u00XX
 * escape is not answered (a colon so written is one in `data` and none in the line). 1: no member
 * dropped; 0: not answered (the caller asks `same_colons`). */
static int members_all_read(PyObject *data, PyObject *line) {
    if (line == NULL || !PyBytes_CheckExact(line) || !PyDict_CheckExact(data)) return 0;
    const unsigned char *text = (const unsigned char *)PyBytes_AS_STRING(line);
    const Py_ssize_t size = PyBytes_GET_SIZE(line), colons = line_colons(text, size);
    if (has_u00_escape(text, size)) return 0;
    if (record_colons(data, 0) == colons) return 1; /* (no string of the record holds a colon) */
    return record_colons(data, 1) == colons;
}

/* fill(parts, values): parts[0] + values[0] + parts[1] + ... + parts[n], each value an exact int
 * (written in decimal, as JSON writes it) or bytes (copied as they are). The batch's line of a legal
 * deal (refscore.fast.batch_lines.LegalLines): the template's constants and the deal's ints, written in one
 * buffer. Why in C: Python's `bytes % ints` spent more on fourteen %d than orjson on the whole dict
 * (bench/legal_stages.py). No JSON of its own beyond an integer. */
static PyObject *fill(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 2 || !PyTuple_CheckExact(args[0]) || !PyTuple_CheckExact(args[1]) ||
        PyTuple_GET_SIZE(args[0]) != PyTuple_GET_SIZE(args[1]) + 1) {
        PyErr_SetString(PyExc_TypeError, "fill(parts: tuple[bytes, ...], values: tuple[int | bytes, ...]) "
                                         "with one part more than values");
        return NULL;
    }
    PyObject *parts = args[0], *values = args[1];
    const Py_ssize_t n = PyTuple_GET_SIZE(values);
    Py_ssize_t size = 0;
    for (Py_ssize_t i = 0; i <= n; i++) {
        PyObject *part = PyTuple_GET_ITEM(parts, i);
        if (!PyBytes_CheckExact(part)) {
            PyErr_SetString(PyExc_TypeError, "fill: each part is bytes");
            return NULL;
        }
        size += PyBytes_GET_SIZE(part);
        if (i == n) break;
        PyObject *value = PyTuple_GET_ITEM(values, i);
        if (PyBytes_CheckExact(value)) size += PyBytes_GET_SIZE(value);
        else if (PyLong_CheckExact(value)) size += 20; /* the most digits a long long takes, and a sign */
        else {
            PyErr_SetString(PyExc_TypeError, "fill: each value is an int or bytes");
            return NULL;
        }
    }
    PyObject *out = PyBytes_FromStringAndSize(NULL, size);
    if (out == NULL) return NULL;
    char *at = PyBytes_AS_STRING(out);
    for (Py_ssize_t i = 0; i <= n; i++) {
        PyObject *part = PyTuple_GET_ITEM(parts, i);
        memcpy(at, PyBytes_AS_STRING(part), (size_t)PyBytes_GET_SIZE(part));
        at += PyBytes_GET_SIZE(part);
        if (i == n) break;
        PyObject *value = PyTuple_GET_ITEM(values, i);
        if (PyBytes_CheckExact(value)) {
            memcpy(at, PyBytes_AS_STRING(value), (size_t)PyBytes_GET_SIZE(value));
            at += PyBytes_GET_SIZE(value);
            continue;
        }
        int overflow = 0;
        const long long number = PyLong_AsLongLongAndOverflow(value, &overflow);
        if (overflow || (number == -1 && PyErr_Occurred())) {
            Py_DECREF(out);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_OverflowError, "fill: an int beyond 64 bits");
            return NULL;
        }
        at = put_decimal(at, number);
    }
    if (_PyBytes_Resize(&out, at - PyBytes_AS_STRING(out)) < 0) return NULL;
    return out;
}

/* cut_lines(block): block.split(b"\n"), the same list, with memchr. Why: bytes.split by one byte
 * compares the bytes one by one, some 5 instructions a byte; the batch cuts every byte of its input
 * (cli/batch.py `_pieces`), and memchr reads them a vector at a time: 17 MB cut in about half the
 * time. */
static PyObject *cut_lines(PyObject *module, PyObject *block) {
    (void)module;
    if (!PyBytes_Check(block)) {
        PyErr_SetString(PyExc_TypeError, "cut_lines(block: bytes)");
        return NULL;
    }
    const char *start = PyBytes_AS_STRING(block), *end = start + PyBytes_GET_SIZE(block), *at = start;
    PyObject *lines = PyList_New(0);
    if (lines == NULL) return NULL;
    for (;;) {
        const char *newline = memchr(at, '\n', (size_t)(end - at));
        const char *stop = newline != NULL ? newline : end;
        PyObject *line = PyBytes_FromStringAndSize(at, stop - at);
        if (line == NULL || PyList_Append(lines, line) < 0) {
            Py_XDECREF(line);
            Py_DECREF(lines);
            return NULL;
        }
        Py_DECREF(line);
        if (newline == NULL) return lines;
        at = newline + 1;
    }
}

static PyMethodDef glue_functions[] = {
    {"cut_lines", (PyCFunction)cut_lines, METH_O,
     "cut_lines(block) -> list[bytes]: block.split(b'\\n'), cut with memchr."},
    {"same_colons", (PyCFunction)(void (*)(void))same_colons, METH_FASTCALL,
     "same_colons(line, value, max_depth) -> int: 1 if the JSON line and value written as compact JSON "
     "hold as many ':' and the line has no \\u00XX escape, 0 if not, -1 if not answered (_fastcore.c)."},
    {"fill", (PyCFunction)(void (*)(void))fill, METH_FASTCALL,
     "fill(parts, values) -> bytes: parts[0] + values[0] + parts[1] + ... + parts[-1], an int value written "
     "in decimal, a bytes value as it is."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastcore",
    "The compiled inner loop of refscore's fast path (optional; see refscore/fast/checker.py).", -1, NULL,
};

#define INTERN(var, text)                                 \
    do {                                                  \
        var = PyUnicode_InternFromString(text);           \
        if (var == NULL) return NULL;                     \
    } while (0)

PyMODINIT_FUNC PyInit__fastcore(void) {
    INTERN(s_format, "format");
    INTERN(s_variant, "variant");
    INTERN(s_id, "id");
    INTERN(s_event, "event");
    INTERN(s_date, "date");
    INTERN(s_comment, "comment");
    INTERN(s_players, "players");
    INTERN(s_dealer, "dealer");
    INTERN(s_hands, "hands");
    INTERN(s_annonces, "annonces");
    INTERN(s_auction, "auction");
    INTERN(s_tricks, "tricks");
    INTERN(s_claim, "claim");
    INTERN(s_belote, "belote");
    INTERN(s_chien, "chien");
    INTERN(s_dead, "dead");
    INTERN(s_discard, "discard");
    INTERN(s_turned, "turned");
    INTERN(s_seat, "seat");
    INTERN(s_call, "call");
    INTERN(s_value, "value");
    INTERN(s_trump, "trump");
    INTERN(s_pass, "pass");
    INTERN(s_bid, "bid");
    INTERN(s_coinche, "coinche");
    INTERN(s_surcoinche, "surcoinche");
    INTERN(s_take, "take");
    INTERN(s_deal_format, "refscore-deal/1");
    INTERN(s_fingerprint, "fingerprint");
    PyObject *const names[N_NAMES] = {
        [N_FORMAT] = s_format,   [N_VARIANT] = s_variant, [N_ID] = s_id,           [N_EVENT] = s_event,
        [N_DATE] = s_date,       [N_COMMENT] = s_comment, [N_PLAYERS] = s_players, [N_DEALER] = s_dealer,
        [N_HANDS] = s_hands,     [N_CHIEN] = s_chien,     [N_DEAD] = s_dead,       [N_TURNED] = s_turned,
        [N_DISCARD] = s_discard, [N_AUCTION] = s_auction, [N_ANNONCES] = s_annonces, [N_BELOTE] = s_belote,
        [N_TRICKS] = s_tricks,   [N_CLAIM] = s_claim,     [N_FINGERPRINT] = s_fingerprint,
        [N_SEAT] = s_seat,       [N_CALL] = s_call,       [N_VALUE] = s_value,     [N_TRUMP] = s_trump};
    for (int slot = 0; slot < N_NAMES; slot++) {
        slot_names[slot] = names[slot];
        if (name_table_add(names[slot], slot) < 0) return NULL;
    }
    if (PyType_Ready(&CoreType) < 0 || PyType_Ready(&LineWriterType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddFunctions(m, glue_functions) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&LineWriterType);
    if (PyModule_AddObject(m, "LineWriter", (PyObject *)&LineWriterType) < 0) {
        Py_DECREF(&LineWriterType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
