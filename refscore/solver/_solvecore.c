/* The compiled double-dummy search of refscore.solver (optional: refscore/solver/search.py gives the
 * same values without it). This file is the module: the Python type `Core` (reading the spec that
 * refscore/solver/core.py builds, the position asked, and the answers) and the module's
 * initialisation. The search itself is in the headers beside it, one concern each (docs/solver.md):
 *
 *   _solve_state.h   the Core's layout, the trick on the table, the small steps shared by all
 *   _solve_bounds.h  sure-card bounds at a trick start
 *   _solve_tables.h  the transposition tables and their pool
 *   _solve_moves.h   move generation and ordering, killer cards
 *   _solve_search.h  alpha-beta over the cards, the flattened followers, the MTD driver
 *
 * They hold static functions and are compiled here as one translation unit: the search inlines
 * across them as it did when it was one file (the same machine code but for the pool's lock), and
 * this module's entry point stays its only exported symbol, which the two-copy build (baseline and
 * -mpopcnt, build_support/cores.py) renames per copy.
 *
 * Threads: a question is read with the GIL, then searched without it (Core_value, Core_bound); each
 * Core answers one question at a time (its lock), and the tables' pool has a lock of its own.
 *
 * What it knows: no rule. The obligations of play are the rules kernel's table of legal subsets
 * (refscore/kernel/play.py `LegalTable`, walked by refscore/kernel/_kernel_walk.h); card points,
 * strengths, trick-winning keys and the `higher` masks are `ContractCards`; which seats maximise,
 * who partners whom and which scoring unit each seat belongs to come from the `Variant`; the last
 * trick's value (dix de der, capot, générale) is three numbers. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "_kernel_walk.h"
#include "_solve_line.h"
#include "_solve_search.h"
#include "_solve_state.h"
#include "_solve_tables.h"

/* -- reading the configuration --------------------------------------------------------------------- */

static uint32_t inner_mask(const Core *s, uint32_t mask) {
    uint32_t out = 0;
    for (int card = 0; card < 32; card++)
        if (mask >> card & 1u) out |= 1u << s->inner[card];
    return out;
}

/* Each Core answers one question at a time: its lock is held by every method, and a search runs
 * without the GIL (Core_value, Core_bound), so other threads search their own Cores meanwhile. A
 * thread asking a Core that another thread is searching waits for it, without the GIL. */
static void core_lock(Core *self) {
    if (PyThread_acquire_lock(self->lock, NOWAIT_LOCK)) return;
    Py_BEGIN_ALLOW_THREADS
    PyThread_acquire_lock(self->lock, WAIT_LOCK);
    Py_END_ALLOW_THREADS
}

static void core_unlock(Core *self) { PyThread_release_lock(self->lock); }

/* A new, unconfigured Core with its lock (Core_init configures it). */
static PyObject *Core_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    Core *self = (Core *)PyType_GenericNew(type, args, kwds);
    if (self == NULL) return NULL;
    self->lock = PyThread_allocate_lock();
    if (self->lock == NULL) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    return (PyObject *)self;
}

static void Core_dealloc(Core *self) {
    table_give(self->tt, (size_t)1 << self->tt_bits);
    table_give(self->tt_small, TT_SMALL_SIZE);
    if (self->lock != NULL) PyThread_free_lock(self->lock);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* The state of a Core before its first question, set by Core_init and by fresh: an empty table of
 * 2^TT_START_BITS slots (or tt_max_bits if smaller; none for a template, `table=False`), no card's seat known,
 * no killer card, no position counted. Every field not set here is configuration (what Core_init
 * reads from the spec), which fresh copies. */
static int start_state(Core *self, int table) {
    /* The table starts at 2^13 slots (or tt_max_bits if smaller): since tt_small holds the last three
     * tricks' starts, a median deal's solve stores 0.8-4.9 k entries in `tt` (10th-90th percentile,
     * median 2.3 k), and a table is zeroed at every solve (memset, which also brings it into the
     * caches). A larger first table zeroes more for nothing; a smaller one rehashes every entry at
     * each doubling. */
    const int start_bits = self->tt_max_bits < TT_START_BITS ? self->tt_max_bits : TT_START_BITS;
    Entry *tt = NULL;
    if (table) {
        tt = table_take((size_t)1 << start_bits);
        if (tt == NULL) {
            PyErr_NoMemory();
            return -1;
        }
    }
    Entry *small = NULL; /* tt_small: zeroed for every new Core, never copied by fresh */
    if (table) {
        small = table_take(TT_SMALL_SIZE);
        if (small == NULL) {
            table_give(tt, (size_t)1 << start_bits);
            PyErr_NoMemory();
            return -1;
        }
    }
    table_give(self->tt, (size_t)1 << self->tt_bits);
    table_give(self->tt_small, TT_SMALL_SIZE);
    self->tt = tt;
    self->tt_small = small;
    self->tt_bits = start_bits;
    self->tt_used = 0;
    self->tt_small_left = TT_SMALL_TRICKS * self->n;
    memset(self->owner, -1, sizeof self->owner);
    memset(self->killer, -1, sizeof self->killer);
    memset(self->lead_killer, -1, sizeof self->lead_killer);
    self->nodes = 0;
    self->ready = 1;
    return 0;
}

static int configure(Core *self, PyObject *args, PyObject *kwds) {
    self->ready = 0;
    PyObject *legal, *features, *higher, *key_by_led, *points, *strength, *maximises, *partners, *unit_of, *der;
    long long trump_mask;
    int all_trump, tt_max_bits = TT_DEFAULT_MAX_BITS, table = 1, flat = 1;
    static char *kwlist[] = {"legal",     "features",  "all_trump", "trump_mask", "higher",
                             "key_by_led", "points",   "strength",  "maximises",  "partners",
                             "unit_of",   "der",       "tt_max_bits", "table",     "flat", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!O!pLO!O!O!O!O!O!O!O!|ipp", kwlist, &PyBytes_Type, &legal,
                                     &PyTuple_Type, &features, &all_trump, &trump_mask, &PyTuple_Type, &higher,
                                     &PyTuple_Type, &key_by_led, &PyTuple_Type, &points, &PyTuple_Type,
                                     &strength, &PyTuple_Type, &maximises, &PyTuple_Type, &partners,
                                     &PyTuple_Type, &unit_of, &PyTuple_Type, &der, &tt_max_bits, &table, &flat))
        return -1;
    if (kw_read_legal(features, legal, self->legal) < 0) return -1;
    if (trump_mask < 0 || trump_mask > 0xFFFFFFFFLL) {
        PyErr_SetString(PyExc_ValueError, "trump_mask: not a 32-card mask");
        return -1;
    }
    self->mode_features = all_trump ? KW_ALL_TRUMP : 0;
    uint32_t raw_higher[32];
    int raw_points[32], raw_strength[32], raw_keys[4][32];
    if (kw_read_masks(higher, raw_higher, 32, "higher") < 0) return -1;
    if (kw_read_ints(points, raw_points, 32, 0, MAX_POINTS, "points") < 0) return -1;
    if (kw_read_ints(strength, raw_strength, 32, 0, 15, "strength") < 0) return -1;
    if (!PyTuple_Check(key_by_led) || PyTuple_GET_SIZE(key_by_led) != 4) {
        PyErr_SetString(PyExc_ValueError, "key_by_led: expected 4 rows");
        return -1;
    }
    for (int led = 0; led < 4; led++)
        if (kw_read_ints(PyTuple_GET_ITEM(key_by_led, led), raw_keys[led], 32, -1, 1000, "key_by_led row") < 0)
            return -1;
    const Py_ssize_t n = PyTuple_GET_SIZE(maximises);
    if (n < 2 || n > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "maximises: one flag per seat, 2 to 4 seats");
        return -1;
    }
    self->n = (int)n;
    self->flat_four = self->n == 4 && flat;
    for (int i = 0; i < 2 * MAX_SEATS; i++) self->seat_at[i] = i % self->n;
    if (kw_read_ints(maximises, self->maximises, n, 0, 1, "maximises") < 0) return -1;
    if (kw_read_ints(unit_of, self->unit_of, n, 0, n - 1, "unit_of") < 0) return -1;
    if (PyTuple_GET_SIZE(partners) != n) {
        PyErr_SetString(PyExc_ValueError, "partners: one row per seat");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (kw_read_ints(PyTuple_GET_ITEM(partners, i), self->partner[i], n, 0, 1, "partners row") < 0) return -1;
    int bonus[3];
    if (kw_read_ints(der, bonus, 3, 0, MAX_BONUS, "der (the last trick by sweep: none, one side, one player)") < 0) return -1;
    if (tt_max_bits < TT_MIN_BITS || tt_max_bits > 26) {
        PyErr_SetString(PyExc_ValueError, "tt_max_bits: from 10 to 26");
        return -1;
    }
    /* Inside, the cards of a suit are numbered weakest first (suit * 8 + place in strength): hands
     * are translated on the way in (nothing comes back out but numbers), and then a hand's bits in
     * increasing order are its cards by suit and strength, and the cards between two of a suit are a
     * range of bits (the merge of equivalent cards). Only the numbering changes, not what is known
     * of a card; two cards of one suit must differ in strength. */
    for (int suit = 0; suit < 4; suit++) {
        int order[8];
        for (int r = 0; r < 8; r++) order[r] = suit * 8 + r;
        for (int i = 1; i < 8; i++)
            for (int j = i; j > 0 && raw_strength[order[j - 1]] > raw_strength[order[j]]; j--) {
                const int swap = order[j];
                order[j] = order[j - 1];
                order[j - 1] = swap;
            }
        for (int i = 0; i < 8; i++) {
            if (i > 0 && raw_strength[order[i]] == raw_strength[order[i - 1]]) {
                PyErr_SetString(PyExc_ValueError, "strength: two cards of one suit are equally strong");
                return -1;
            }
            self->inner[order[i]] = suit * 8 + i;
        }
    }
    self->trump_mask = inner_mask(self, (uint32_t)trump_mask);
    for (int card = 0; card < 32; card++) {
        const int c = self->inner[card];
        self->points[c] = raw_points[card];
        self->strength[c] = raw_strength[card];
        self->higher[c] = inner_mask(self, raw_higher[card]);
        for (int led = 0; led < 4; led++) self->key_by_led[led][c] = raw_keys[led][card];
    }
    self->masters_ok = 1;
    for (int led = 0; led < 4; led++)
        for (int c = 0; c < 32; c++)
            if (c % 8 && self->key_by_led[led][c] < self->key_by_led[led][c - 1]) self->masters_ok = 0;
    self->trump_suit = -1;
    for (int suit = 0; suit < 4 && self->masters_ok; suit++) {
        if (self->trump_mask != 0xFFu << (8 * suit)) continue;
        int above = 1;
        for (int led = 0; led < 4; led++)
            for (int c = 0; c < 32; c++)
                if (c >> 3 != suit && self->key_by_led[led][c] >= self->key_by_led[led][suit * 8]) above = 0;
        if (above) self->trump_suit = suit;
    }
    for (int suit = 0; suit < 4; suit++)
        for (int byte = 0; byte < 256; byte++) {
            int total = 0;
            for (int r = 0; r < 8; r++)
                if (byte >> r & 1) total += self->points[suit * 8 + r];
            self->suit_points[suit][byte] = total;
        }
    for (int sweep = 0; sweep < 3; sweep++) self->last_trick[sweep] = bonus[sweep];
    self->flat_last = bonus[0] == bonus[1] && bonus[1] == bonus[2];
    /* sure_cards' tables: card c is beaten by card x when x's key, c's suit led, is at least c's */
    uint32_t beats[32];
    self->leads_ok = 0;
    for (int x = 0; x < 32; x++) {
        beats[x] = 0;
        for (int c = 0; c < 32; c++)
            if (c != x && self->key_by_led[c >> 3][x] >= self->key_by_led[c >> 3][c]) beats[x] |= 1u << c;
        if (self->key_by_led[x >> 3][x] > -1) self->leads_ok |= 1u << x;
    }
    for (int suit = 0; suit < 4; suit++)
        for (int byte = 0; byte < 256; byte++) {
            uint32_t beaten = 0;
            for (int r = 0; r < 8; r++)
                if (byte >> r & 1) beaten |= beats[suit * 8 + r];
            self->beaten[suit][byte] = beaten;
        }
    for (int sweep = 0; sweep < 256; sweep++) self->reach_at[sweep] = der_reach_of(self, sweep);
    for (int i = 0; i < MAX_SEATS; i++)
        for (int j = 0; j < MAX_SEATS; j++)
            self->side_of[i][j] = i < self->n && j < self->n && self->maximises[i] == self->maximises[j] ? ~0u : 0;
    self->tt_max_bits = tt_max_bits;
    open_tricks(self); /* configuration: fresh copies it */
    return start_state(self, table);
}

static int Core_init(Core *self, PyObject *args, PyObject *kwds) {
    core_lock(self);
    const int done = configure(self, args, kwds);
    core_unlock(self);
    return done;
}

/* A Core with this one's configuration and the state of a new one (start_state): what
 * Core(**the same spec) gives, without reading the spec and building the tables again (the solver
 * keeps one configured Core, a template without a table, per rules, trump and side:
 * refscore/solver/core.py). Everything after the object's header is copied, then start_state sets
 * the state, so a field added to the configuration needs nothing here. */
static PyObject *Core_fresh(Core *self, PyObject *Py_UNUSED(ignored)) {
    PyThread_type_lock lock = PyThread_allocate_lock(); /* the copy's own (the memcpy brings self's) */
    if (lock == NULL) return PyErr_NoMemory();
    Core *core = (Core *)Py_TYPE(self)->tp_alloc(Py_TYPE(self), 0);
    if (core == NULL) {
        PyThread_free_lock(lock);
        return NULL;
    }
    core_lock(self); /* a template is shared by the solvers of every thread (refscore/solver/core.py) */
    if (!self->ready) {
        core_unlock(self);
        PyThread_free_lock(lock);
        Py_DECREF(core);
        PyErr_SetString(PyExc_RuntimeError, "the solver core is not configured");
        return NULL;
    }
    memcpy((char *)core + sizeof(PyObject), (const char *)self + sizeof(PyObject), sizeof(Core) - sizeof(PyObject));
    core_unlock(self);
    core->lock = lock;
    core->tt = NULL; /* this one's own tables: start_state allocates them */
    core->tt_small = NULL;
    core->ready = 0;
    if (start_state(core, 1) < 0) {
        Py_DECREF(core);
        return NULL;
    }
    return (PyObject *)core;
}

/* -- the questions ----------------------------------------------------------------------------------- */

/* Reads (hands, leader, trick, sweep) into the solver's position and `t`; -1 with an exception. */
static int read_position(Core *self, PyObject *hands, int leader, PyObject *trick, int sweep, Trick *t) {
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "the solver core is not configured");
        return -1;
    }
    if (self->tt == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "a template (table=False) answers no question: ask its fresh() copies");
        return -1;
    }
    uint32_t h[MAX_SEATS] = {0, 0, 0, 0};
    if (kw_read_masks(hands, h, self->n, "hands") < 0) return -1;
    for (int i = 0; i < self->n; i++) h[i] = inner_mask(self, h[i]);
    uint32_t seen = 0;
    for (int i = 0; i < self->n; i++) {
        if (h[i] & seen) {
            PyErr_SetString(PyExc_ValueError, "hands: a card is held twice");
            return -1;
        }
        seen |= h[i];
    }
    if (leader < 0 || leader >= self->n) {
        PyErr_SetString(PyExc_ValueError, "leader: not a seat number");
        return -1;
    }
    if (sweep < 0 || sweep > 255) {
        PyErr_SetString(PyExc_ValueError, "sweep: out of range [0, 255]");
        return -1;
    }
    if (!PyTuple_Check(trick) || PyTuple_GET_SIZE(trick) > self->n) {
        PyErr_SetString(PyExc_ValueError, "trick: a tuple of at most one card per seat");
        return -1;
    }
    int cards[MAX_SEATS];
    const int len = (int)PyTuple_GET_SIZE(trick);
    if (kw_read_ints(trick, cards, len, 0, 31, "trick") < 0) return -1;
    for (int i = 0; i < len; i++) cards[i] = self->inner[cards[i]];
    memset(t, 0, sizeof *t);
    t->leader = leader;
    for (int i = 0; i < len; i++) {
        if (seen >> cards[i] & 1u) {
            PyErr_SetString(PyExc_ValueError, "trick: a card is also held or played twice");
            return -1;
        }
        seen |= 1u << cards[i];
        Trick u;
        push(self, t, cards[i], &u);
        *t = u;
    }
    /* The table's entries are keyed on the cards in the hands: valid while every card stays with
     * the seat that held it when they were stored (the positions of one deal). Another deal's hands
     * empty the table first. */
    int other_deal = 0;
    for (int i = 0; i < self->n; i++)
        for (uint32_t rest = h[i]; rest; rest &= rest - 1) {
            const int card = __builtin_ctz(rest);
            if (self->owner[card] >= 0 && self->owner[card] != i) other_deal = 1;
        }
    if (other_deal) {
        memset(self->tt, 0, ((size_t)1 << self->tt_bits) * sizeof(Entry));
        self->tt_used = 0;
        memset(self->tt_small, 0, TT_SMALL_SIZE * sizeof(Entry));
        memset(self->owner, -1, sizeof self->owner);
    }
    for (int i = 0; i < self->n; i++)
        for (uint32_t rest = h[i]; rest; rest &= rest - 1) self->owner[__builtin_ctz(rest)] = (int8_t)i;
    memcpy(self->hands, h, sizeof h);
    self->left = __builtin_popcount(h[0] | h[1] | h[2] | h[3]);
    /* Each seat plays one card a trick: when the hands, with the cards of the trick on the table put
     * back, are as long, so are they at every trick start of the search (search's `plain` test then
     * counts no cards: ~7% of the instructions, popcount being a library call without -mpopcnt). */
    int held[MAX_SEATS];
    for (int i = 0; i < self->n; i++) held[i] = __builtin_popcount(h[i]) + ((i - leader + self->n) % self->n < len);
    self->even = 1;
    for (int i = 1; i < self->n; i++) self->even &= held[i] == held[0];
    return 0;
}

/* The questions: the position read with the GIL (it builds Python errors), then the search
 * without it (it touches no Python object; the tables' pool has its own lock). */
static PyObject *Core_value(Core *self, PyObject *args) {
    PyObject *hands, *trick;
    int leader, sweep, guess;
    if (!PyArg_ParseTuple(args, "O!iO!ii", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep, &guess))
        return NULL;
    Trick t;
    int value = 0;
    core_lock(self);
    const int read = read_position(self, hands, leader, trick, sweep, &t);
    if (read == 0) {
        Py_BEGIN_ALLOW_THREADS
        value = mtd(self, &t, sweep, guess);
        Py_END_ALLOW_THREADS
    }
    core_unlock(self);
    return read < 0 ? NULL : PyLong_FromLong(value);
}

static PyObject *Core_bound(Core *self, PyObject *args) {
    PyObject *hands, *trick;
    int leader, sweep, alpha, beta;
    if (!PyArg_ParseTuple(args, "O!iO!iii", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep, &alpha,
                          &beta))
        return NULL;
    if (alpha < -INF / 2 || beta > INF / 2 || alpha >= beta) {
        PyErr_SetString(PyExc_ValueError, "bound: needs alpha < beta within the points in play");
        return NULL;
    }
    Trick t;
    int value = 0;
    core_lock(self);
    const int read = read_position(self, hands, leader, trick, sweep, &t);
    if (read == 0) {
        Py_BEGIN_ALLOW_THREADS
        value = bound_of(self, &t, sweep, alpha, beta);
        Py_END_ALLOW_THREADS
    }
    core_unlock(self);
    return read < 0 ? NULL : PyLong_FromLong(value);
}

/* The kernel's card number of each of this core's (the inverse of `inner`). */
static void outer_numbers(const Core *self, int *outer_of) {
    for (int card = 0; card < 32; card++) outer_of[self->inner[card]] = card;
}

/* A position read with a full trick on the table: the trick closed (what `value` and `bound` do
 * first), its points for the maximising side taken off `*value`. */
static void close_root(Core *self, Trick *t, int *sweep, int *value) {
    if (t->len == self->n) *value -= line_close(self, t, sweep);
}

/* line(hands, leader, trick, sweep, target): one best line to the end (see best_line). */
static PyObject *Core_line(Core *self, PyObject *args) {
    PyObject *hands, *trick;
    int leader, sweep, target;
    if (!PyArg_ParseTuple(args, "O!iO!ii", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep, &target))
        return NULL;
    Trick t;
    int line[32], count = 0, outer_of[32];
    outer_numbers(self, outer_of);
    core_lock(self);
    const int read = read_position(self, hands, leader, trick, sweep, &t);
    if (read == 0) {
        Py_BEGIN_ALLOW_THREADS
        if (target < 0) target = mtd(self, &t, sweep, -1);
        close_root(self, &t, &sweep, &target);
        count = best_line(self, t, sweep, target, outer_of, line);
        Py_END_ALLOW_THREADS
    }
    core_unlock(self);
    if (read < 0) return NULL;
    PyObject *out = PyTuple_New(count);
    if (out == NULL) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *card = PyLong_FromLong(line[i]);
        if (card == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, card);
    }
    return out;
}

/* values(hands, leader, trick, sweep): every legal card's exact value (see card_values). */
static PyObject *Core_values(Core *self, PyObject *args) {
    PyObject *hands, *trick;
    int leader, sweep;
    if (!PyArg_ParseTuple(args, "O!iO!i", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep))
        return NULL;
    Trick t;
    int cards[32], values[32], count = 0, outer_of[32];
    outer_numbers(self, outer_of);
    core_lock(self);
    int read = read_position(self, hands, leader, trick, sweep, &t);
    if (read == 0 && t.len == self->n) {
        PyErr_SetString(PyExc_ValueError, "values: the trick is full (no card to play)");
        read = -1;
    }
    if (read == 0) {
        Py_BEGIN_ALLOW_THREADS
        count = card_values(self, &t, sweep, outer_of, cards, values);
        Py_END_ALLOW_THREADS
    }
    core_unlock(self);
    if (read < 0) return NULL;
    PyObject *out = PyTuple_New(count);
    if (out == NULL) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *pair = Py_BuildValue("(ii)", cards[i], values[i]);
        if (pair == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, pair);
    }
    return out;
}

/* walk(hands, leader, trick, sweep, value, cards): the recorded cards walked (see walk_line). */
static PyObject *Core_walk(Core *self, PyObject *args) {
    PyObject *hands, *trick, *cards;
    int leader, sweep, value;
    if (!PyArg_ParseTuple(args, "O!iO!iiO!", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep, &value,
                          &PyTuple_Type, &cards))
        return NULL;
    /* 32 cards in a deal: a 33rd cannot be legal, and the walk stops there */
    const Py_ssize_t count = PyTuple_GET_SIZE(cards) < 33 ? PyTuple_GET_SIZE(cards) : 33;
    int played[33];
    PyObject *first = PyTuple_GetSlice(cards, 0, count);
    if (first == NULL) return NULL;
    const int bad = kw_read_ints(first, played, count, 0, 31, "cards");
    Py_DECREF(first);
    if (bad < 0) return NULL;
    Trick t;
    Step steps[33];
    int done = 0, outer_of[32];
    outer_numbers(self, outer_of);
    core_lock(self);
    for (Py_ssize_t i = 0; i < count; i++) played[i] = self->inner[played[i]];
    const int read = read_position(self, hands, leader, trick, sweep, &t);
    int start = value;
    if (read == 0) {
        Py_BEGIN_ALLOW_THREADS
        if (start < 0) start = mtd(self, &t, sweep, -1);
        value = start;
        close_root(self, &t, &sweep, &value);
        done = walk_line(self, t, sweep, value, played, (int)count, outer_of, steps);
        Py_END_ALLOW_THREADS
    }
    core_unlock(self);
    if (read < 0) return NULL;
    PyObject *out = PyTuple_New(done);
    if (out == NULL) return NULL;
    for (int i = 0; i < done; i++) {
        PyObject *step = Py_BuildValue("(kiik)", (unsigned long)steps[i].legal, steps[i].rest, steps[i].gained,
                                       (unsigned long)steps[i].better);
        if (step == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, step);
    }
    PyObject *answer = Py_BuildValue("(iN)", start, out);
    return answer;
}

static PyObject *Core_stats(Core *self, PyObject *Py_UNUSED(ignored)) {
    core_lock(self);
    const size_t slots = self->tt == NULL ? 0 : (size_t)1 << self->tt_bits; /* a template has no table */
    const long long nodes = self->nodes;
    const size_t used = self->tt_used;
    core_unlock(self);
    return Py_BuildValue("(Lnn)", nodes, (Py_ssize_t)used, (Py_ssize_t)slots);
}

static PyMethodDef Core_methods[] = {
    {"value", (PyCFunction)Core_value, METH_VARARGS,
     "value(hands, leader, trick, sweep, guess) -> int: the exact value (guess < 0: none)."},
    {"bound", (PyCFunction)Core_bound, METH_VARARGS,
     "bound(hands, leader, trick, sweep, alpha, beta) -> int: one fail-soft alpha-beta search."},
    {"line", (PyCFunction)Core_line, METH_VARARGS,
     "line(hands, leader, trick, sweep, target) -> tuple: one best line to the end (target < 0: its value found)."},
    {"values", (PyCFunction)Core_values, METH_VARARGS,
     "values(hands, leader, trick, sweep) -> tuple: (card, exact value after it) for every legal card."},
    {"walk", (PyCFunction)Core_walk, METH_VARARGS,
     "walk(hands, leader, trick, sweep, value, cards) -> (value, steps): the recorded cards, one step each."},
    {"stats", (PyCFunction)Core_stats, METH_NOARGS, "stats() -> (nodes, table entries used, table slots)."},
    {"fresh", (PyCFunction)Core_fresh, METH_NOARGS,
     "fresh() -> Core: the same configuration, a new empty table (what Core(**the same spec) gives)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "refscore.solver._solvecore.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The double-dummy search of one deal's contract, configured by refscore.solver.core.",
    .tp_new = Core_new,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_solvecore",
    "The compiled double-dummy search of refscore.solver (optional; see refscore/solver/core.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__solvecore(void) {
    if (pool_ready() < 0) return PyErr_NoMemory();
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
