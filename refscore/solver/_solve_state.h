/* The state of one search (part of refscore/solver/_solvecore.c, see docs/solver.md): the Core
 * object's layout (the configuration read once from refscore/solver/core.py's spec, the position
 * being searched, the killer cards, the transposition tables' pointers), the trick on the table
 * (Trick), and the small steps every other part uses: a mask's points, the sweep flags (who has won
 * every trick so far, for the last trick's bonus), a card pushed on a trick, and the legal cards of
 * a follower as the rules kernel's table says (refscore/kernel/_kernel_walk.h). No rule is named
 * here: every rule arrives as tables. */
#ifndef _SOLVE_STATE_H
#define _SOLVE_STATE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "_kernel_walk.h"

#define MAX_SEATS 4
#define INF (1 << 28)
#define NO_TRICK (-1)
#define MIXED (-2)
#define MAX_POINTS 1000   /* per card: 32 cards and a bonus stay far below INF */
#define MAX_BONUS 1000000 /* a last trick's value, whoever took the rest */
/* indexes of Core.last_trick: the kernel's Sweep (refscore/kernel/deal.py) */
#define SWEEP_NONE 0
#define SWEEP_UNIT 1
#define SWEEP_SEAT 2

typedef struct {
    uint32_t live; /* the cards in the hands (0: an empty slot); with `owner`, the hands themselves */
    uint32_t tag;  /* the rest of the key (tag_of, 27 bits), the best card in the top 5 (TAG_BEST) */
    int16_t low, high; /* tt_bound: 12 bytes an entry, not 16 (a quarter less memory to miss) */
} Entry;
#define KILLER_KEYS 128 /* a follower's: the suit led and the card winning (a leader's apart: 128 for shifts) */

/* The trick on the table, copied at every card but a trick's last (push): 32 bytes. */
typedef struct {
    int8_t len, leader;
    int8_t win;  /* index in cards of the card winning so far */
    int8_t led;  /* the suit of the first card */
    int8_t cards[MAX_SEATS];
    int8_t top_led;   /* the strongest card of the suit led on the table */
    int8_t top_trump; /* the strongest trump on the table, -1 when none */
    int16_t win_key;  /* the trick-winning key of the card winning so far (key_by_led[led]) */
    int16_t facts;    /* kw_trick_facts without the partner's (push keeps them for the followers) */
    int16_t points;   /* card points on the table (at most 4 x MAX_POINTS) */
    uint8_t killer_key; /* killer_slot's key: led * 32 + the card winning (< KILLER_KEYS) */
    int8_t winner;      /* the seat of the card winning so far (seat_at[leader + win]) */
    uint32_t table;   /* the cards on the table */
    uint32_t above_led, above_trump; /* kw_hand_situation's masks of the trick */
} Trick;

typedef struct {
    PyObject_HEAD
    int ready;
    int n;
    int flat_four; /* four seats: a trick's followers by flat_follow, flat_two, flat_three;
                    * 0 only with Core(flat=False), for the tests that check they search what follower
                    * and plain_follower search (tests/solver/test_solvecore.py) */
    int maximises[MAX_SEATS];
    int partner[MAX_SEATS][MAX_SEATS];
    int unit_of[MAX_SEATS];
    /* the last trick's value by the kernel's Sweep (kernel/deal.py): nobody alone, one side, one player */
    int flat_last, last_trick[3];
    int points[32], strength[32];
    int key_by_led[4][32];
    uint32_t higher[32];
    uint32_t trump_mask;
    int mode_features;
    int seat_at[2 * MAX_SEATS]; /* seat_at[leader + k] = (leader + k) % n, without a division */
    int trump_suit; /* the suit whose cards beat every other whatever is led, or -1 (top_trumps) */
    int masters_ok; /* every key row grows with strength inside each suit: sure_points may read tops */
    unsigned char legal[KW_SITUATIONS];
    int suit_points[4][256]; /* points of a suit's byte of a mask */
    int inner[32];           /* the kernel's card number -> this core's (see Core_init) */
    Entry *tt;
    int8_t owner[32]; /* the seat holding each card in every position the table has seen, -1 unknown */
    int tt_bits, tt_max_bits;
    size_t tt_used;
    int tt_small_left;                          /* trick starts with at most these cards left: tt_small */
    Entry *tt_small; /* TT_SMALL_SIZE entries (start_state), buckets of two, the older replaced (tt_find) */
    long long nodes;
    int8_t killer[33][MAX_SEATS][KILLER_KEYS]; /* killer_slot: by cards left, seat and the trick so far */
    int8_t lead_killer[33][MAX_SEATS];         /* lead_killer_slot: a leader's, by cards left and seat */
    uint32_t hands[MAX_SEATS]; /* the position being searched; seats beyond n stay 0 */
    int left;                  /* cards in the hands */
    int even;                  /* every trick start below the root has hands as long (read_position) */
    /* sure_cards, der_reach and the sides' masks read from tables built in Core_init */
    uint32_t beaten[4][256]; /* cards a suit's byte of the others' cards beats or ties when their suit is led */
    uint32_t leads_ok;       /* cards whose key, led, is above -1 (a master needs it) */
    int reach_at[256];       /* der_reach by the sweep flags */
    uint32_t side_of[MAX_SEATS][MAX_SEATS]; /* ~0 where seat j is on seat i's side (i itself included) */
    Trick opened[32]; /* the trick after its first card, led by seat 0 (open_tricks) */
    PyThread_type_lock lock; /* held by every method: one question at a time per Core (_solvecore.c); last,
                              * so that the search's fields keep their offsets */
} Core;

/* -- small helpers --------------------------------------------------------------------------------- */


static inline int mask_points(const Core *s, uint32_t mask) {
    return s->suit_points[0][mask & 255u] + s->suit_points[1][mask >> 8 & 255u] +
           s->suit_points[2][mask >> 16 & 255u] + s->suit_points[3][mask >> 24];
}

static inline uint32_t all_hands(const Core *s) { return s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]; }

static inline int sweep_of(int seat, int unit) { return (seat + 2) * 16 + unit + 2; }

/* The sweep flags after `winner` (of scoring unit `unit`) took a trick. */
static inline int next_sweep(int sweep, int winner, int unit) {
    int seat_flag = (sweep >> 4) - 2, unit_flag = (sweep & 15) - 2; /* sweep >= 0: shifts, not divisions */
    seat_flag = (seat_flag == NO_TRICK || seat_flag == winner) ? winner : MIXED;
    unit_flag = (unit_flag == NO_TRICK || unit_flag == unit) ? unit : MIXED;
    return sweep_of(seat_flag, unit_flag);
}

/* The last trick's bonus given the sweep flags once it is won. */
static inline int der_of(const Core *s, int sweep) {
    if (s->flat_last) return s->last_trick[SWEEP_NONE];
    if ((sweep >> 4) - 2 >= 0) return s->last_trick[SWEEP_SEAT];
    if ((sweep & 15) - 2 >= 0) return s->last_trick[SWEEP_UNIT];
    return s->last_trick[SWEEP_NONE];
}

/* The trick `t` with `card` played on it, into `u`. Inside a suit a higher card number is a
 * stronger card (Core_init's numbering), so the strongest card of the suit led is the highest number
 * of that suit. */
static inline void push(const Core *s, const Trick *t, int card, Trick *u) {
    const int len = t->len;
    const int trump = (int)(s->trump_mask >> card & 1u);
    *u = *t;
    u->cards[len] = (int8_t)card;
    u->len = (int8_t)(len + 1);
    if (len == 0) {
        u->win = 0;
        u->winner = t->leader;
        u->killer_key = (uint8_t)((card >> 3) * 32 + card);
        u->led = (int8_t)(card >> 3);
        u->win_key = (int16_t)s->key_by_led[card >> 3][card];
        u->top_led = (int8_t)card;
        u->top_trump = (int8_t)(trump ? card : -1);
        u->points = (int16_t)s->points[card];
        u->table = 1u << card;
        u->facts = (int16_t)kw_trick_facts(s->trump_mask, s->mode_features, card, trump ? card : -1, 0);
        u->above_led = s->higher[card];
        u->above_trump = trump ? s->higher[card] : 0xFFFFFFFFu;
    } else {
        const int key = s->key_by_led[t->led][card];
        if (key > t->win_key) {
            u->win = (int8_t)len;
            u->winner = (int8_t)s->seat_at[t->leader + len];
            u->killer_key = (uint8_t)(t->led * 32 + card);
            u->win_key = (int16_t)key;
        }
        if ((card >> 3) == t->led && card > t->top_led) {
            u->top_led = (int8_t)card;
            u->above_led = s->higher[card];
        }
        if (trump && (t->top_trump < 0 || s->strength[card] > s->strength[t->top_trump])) {
            u->top_trump = (int8_t)card;
            u->above_trump = s->higher[card];
            u->facts = (int16_t)kw_trick_facts(s->trump_mask, s->mode_features, t->cards[0], card, 0);
        }
        u->points = (int16_t)(u->points + s->points[card]);
        u->table |= 1u << card;
    }
}

/* The cards `hand` may play on the trick `t` (not empty), as the kernel's table says; `seat` holds it. */
static inline uint32_t follow_legal(const Core *s, const Trick *t, int seat, uint32_t hand) {
    const int facts = t->facts | s->partner[seat][t->winner] * KW_PARTNER_MASTER; /* partner: 0 or 1 (Core_init) */
    return kw_hand_allowed(s->legal, s->trump_mask, facts, hand, 0xFFu << (8 * t->led), t->above_led, t->above_trump);
}

#endif /* _SOLVE_STATE_H */
