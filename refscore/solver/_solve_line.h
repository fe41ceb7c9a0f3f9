/* Questions about a whole line of play (part of refscore/solver/_solvecore.c, see docs/solver.md):
 * one best line to the end (`best_line`), a recorded line walked card by card (`walk_line`) and
 * every legal card's value at a position (`card_values`), each answered in one call instead of one
 * call a card from Python. They ask the search the same
 * null-window questions refscore/solver/search.py asks card by card (`Solver.keeps`, `value_after`),
 * in the same order, on the same Core: the table found by one card's question serves the next card's,
 * and the answers are those of the Python loops they replace. Touches no Python object: the module
 * runs them with the GIL released. */
#ifndef _SOLVE_LINE_H
#define _SOLVE_LINE_H

#include <string.h>

#include "_solve_state.h"
#include "_solve_search.h"

/* The root of a search is the position in s->hands with the trick `t` on the table: the count of
 * cards left, and whether every hand, with the trick's cards put back, is as long (read by the
 * search at every trick start below it, see read_position in _solvecore.c). */
static void line_root(Core *s, const Trick *t) {
    s->left = __builtin_popcount(all_hands(s));
    int held[MAX_SEATS];
    for (int i = 0; i < s->n; i++)
        held[i] = __builtin_popcount(s->hands[i]) + ((i - t->leader + s->n) % s->n < t->len);
    s->even = 1;
    for (int i = 1; i < s->n; i++) s->even &= held[i] == held[0];
}

/* The cards the player to move may play on `t` (empty or not), as the kernel's table says. */
static inline uint32_t line_legal(const Core *s, const Trick *t, int seat) {
    const uint32_t hand = s->hands[seat];
    return t->len ? follow_legal(s, t, seat, hand) : kw_allowed_leading(hand);
}

/* One fail-soft search of the position after `card` (inner number) is played on `t` by `seat`:
 * the position's value if `card` is played, bounded by the window. The hands are as before after. */
static int line_bound(Core *s, const Trick *t, int seat, int card, int sweep, int alpha, int beta) {
    Trick u;
    const uint32_t hand = s->hands[seat];
    s->hands[seat] = hand & ~(1u << card);
    push(s, t, card, &u);
    line_root(s, &u);
    const int value = bound_of(s, &u, sweep, alpha, beta);
    s->hands[seat] = hand;
    return value;
}

/* The exact value of the position after `card` (as line_bound), known to lie in [low, high] and
 * looked for from `guess` (mtd_within). */
static int line_value(Core *s, const Trick *t, int seat, int card, int sweep, int low, int high, int guess) {
    Trick u;
    const uint32_t hand = s->hands[seat];
    s->hands[seat] = hand & ~(1u << card);
    push(s, t, card, &u);
    line_root(s, &u);
    if (high < 0) high = mask_points(s, all_hands(s)) + u.points + der_reach(s, sweep);
    const int value = mtd_within(s, &u, sweep, low, high, guess);
    s->hands[seat] = hand;
    return value;
}

/* Whether `card` keeps its player's side at `target` (the position's value) or better: one
 * null-window search (search.py's `Solver.keeps`); `*bound` gets the fail-soft answer (beyond it
 * when the card does not keep: at most it for a maximising seat, at least it for another). */
static int line_keeps_bound(Core *s, const Trick *t, int seat, int card, int sweep, int target, int *bound) {
    if (s->maximises[seat]) return (*bound = line_bound(s, t, seat, card, sweep, target - 1, target)) >= target;
    return (*bound = line_bound(s, t, seat, card, sweep, target, target + 1)) <= target;
}

static int line_keeps(Core *s, const Trick *t, int seat, int card, int sweep, int target) {
    int bound;
    return line_keeps_bound(s, t, seat, card, sweep, target, &bound);
}

/* Closes the full trick `t`: its winner leads the next (an empty `t`), the sweep flags follow;
 * returns the points it gives the maximising side (the last trick's bonus included when the hands
 * are empty), as search.py's `Solver.gain`. */
static int line_close(Core *s, Trick *t, int *sweep) {
    const int winner = s->seat_at[t->leader + t->win];
    const int won = s->maximises[winner];
    int gained = won ? t->points : 0;
    if (!s->flat_last) *sweep = next_sweep(*sweep, winner, s->unit_of[winner]);
    if (won && !s->hands[winner]) gained += der_of(s, *sweep);
    memset(t, 0, sizeof *t);
    t->leader = (int8_t)winner;
    return gained;
}

/* Plays `card` (inner number) for the player to move: the hands and the trick `t` move on, and a
 * trick it fills is closed; returns the points it gives the maximising side (line_close). */
static int line_play(Core *s, Trick *t, int *sweep, int card) {
    const int seat = s->seat_at[t->leader + t->len];
    Trick u;
    s->hands[seat] &= ~(1u << card);
    push(s, t, card, &u);
    *t = u;
    return u.len < s->n ? 0 : line_close(s, t, sweep);
}

/* Whether `card` is the same card as one of `cards` for the rest of the play: same suit, same
 * points, no card of `live` between them (inside a suit a higher inner number is a stronger card). */
static int same_as_one(const Core *s, uint32_t cards, int card, uint32_t live) {
    for (uint32_t rest = cards & (0xFFu << (card & ~7)); rest; rest &= rest - 1) {
        const int other = __builtin_ctz(rest);
        const int low = other < card ? other : card, high = other < card ? card : other;
        if (s->points[other] == s->points[card] && !(live & ((1u << high) - (2u << low)))) return 1;
    }
    return 0;
}

/* One line of best play from the position in s->hands with `t` on the table to the end of the
 * deal, worth `target` (the position's value): at each step the first legal card, in the order of
 * `outer_of` (the kernel's card numbers, ascending), that keeps the value; the first legal card if
 * none does (search.py's `Solver.best_line`). Writes the cards as the kernel numbers them into
 * `line` and returns how many; the hands are emptied (the caller reads them again). */
static int best_line(Core *s, Trick t, int sweep, int target, const int *outer_of, int *line) {
    int count = 0;
    while (all_hands(s)) {
        const int seat = s->seat_at[t.leader + t.len];
        const uint32_t legal = line_legal(s, &t, seat);
        /* the cards of other hands and of the table: a card with no such card between it and one
         * that did not keep the value, in its suit and with as many points, is the same card for the
         * rest of the play (the search merges them: same_card) and does not keep it either */
        const uint32_t live = (all_hands(s) & ~s->hands[seat]) | t.table;
        uint32_t failed = 0;
        int chosen = -1, first = -1;
        for (int outer = 0; outer < 32 && chosen < 0; outer++) {
            const int card = s->inner[outer];
            if (!(legal >> card & 1u)) continue;
            if (first < 0) first = card;
            if (!(legal & (legal - 1))) {
                chosen = card;
                break;
            }
            if (same_as_one(s, failed, card, live)) continue;
            if (line_keeps(s, &t, seat, card, sweep, target))
                chosen = card;
            else
                failed |= 1u << card;
        }
        if (chosen < 0) chosen = first;
        if (chosen < 0) break; /* no legal card: not a position of play (the caller checked) */
        line[count++] = outer_of[chosen];
        target -= line_play(s, &t, &sweep, chosen);
    }
    return count;
}

/* What walk_line tells of one recorded card: the legal cards before it (kernel numbers, a mask),
 * the value of the rest of the deal once it is played (its trick's points included), the points it
 * gives the maximising side itself, and, when it changed the value, the other legal cards that keep
 * it (a mask). */
typedef struct {
    uint32_t legal, better;
    int rest, gained;
} Step;

static uint32_t outer_mask(const int *outer_of, uint32_t inner) {
    uint32_t out = 0;
    for (; inner; inner &= inner - 1) out |= 1u << outer_of[__builtin_ctz(inner)];
    return out;
}

/* The recorded `cards` (inner numbers) walked from the position in s->hands with `t` on the table,
 * worth `value`: for each card, as refscore/solver/analyse.py's card-by-card notes ask it, one
 * null-window question (does it keep the value?), its exact value when it does not (mtd within the
 * bound that question left), and then which other legal cards keep the value. Stops at a card that is not
 * legal (its Step has only `legal`, and rest = -1). Returns the number of Steps written. */
static int walk_line(Core *s, Trick t, int sweep, int value, const int *cards, int count, const int *outer_of,
                     Step *steps) {
    int done = 0;
    for (; done < count; done++) {
        const int card = cards[done];
        const int seat = s->seat_at[t.leader + t.len];
        const uint32_t legal = line_legal(s, &t, seat);
        Step *step = &steps[done];
        step->legal = outer_mask(outer_of, legal);
        step->better = 0;
        step->rest = -1;
        step->gained = 0;
        if (!(legal >> card & 1u)) return done + 1;
        const int alone = !(legal & (legal - 1));
        int rest = value, bound;
        /* a card that does not keep the value: its exact value, from the question's fail-soft
         * answer (a bound on it, and its likeliest value: the bound is often exact) */
        if (!alone && !line_keeps_bound(s, &t, seat, card, sweep, value, &bound))
            rest = s->maximises[seat] ? line_value(s, &t, seat, card, sweep, 0, bound, bound)
                                      : line_value(s, &t, seat, card, sweep, bound, -1, bound + 1);
        if (rest != value) { /* a card the same as one already answered (same_as_one) has its answer */
            const uint32_t live = (all_hands(s) & ~s->hands[seat]) | t.table;
            uint32_t failed = 1u << card, kept = 0;
            for (uint32_t others = legal & ~(1u << card); others; others &= others - 1) {
                const int other = __builtin_ctz(others);
                if (same_as_one(s, failed, other, live)) continue;
                if (same_as_one(s, kept, other, live) || line_keeps(s, &t, seat, other, sweep, value)) {
                    kept |= 1u << other;
                    step->better |= 1u << outer_of[other];
                } else {
                    failed |= 1u << other;
                }
            }
        }
        step->rest = rest;
        step->gained = line_play(s, &t, &sweep, card);
        value = rest - step->gained;
    }
    return done;
}

/* Every legal card's exact value at the position in s->hands with `t` (not full) on the table: the
 * value of the position after it (its trick's points included), as search.py's
 * `Solver.card_values` asks it one card at a time. The cards in the order of `outer_of` (the
 * kernel's numbers, ascending) into `cards`, their values into `values`; returns how many. Each
 * value is looked for from the one before it (a guess: the values stay exact). */
static int card_values(Core *s, const Trick *t, int sweep, const int *outer_of, int *cards, int *values) {
    const int seat = s->seat_at[t->leader + t->len];
    const uint32_t legal = line_legal(s, t, seat);
    int count = 0, guess = -1;
    for (int outer = 0; outer < 32; outer++) {
        const int card = s->inner[outer];
        if (!(legal >> card & 1u)) continue;
        const int value = line_value(s, t, seat, card, sweep, 0, -1, guess);
        cards[count] = outer_of[card];
        values[count++] = guess = value;
    }
    return count;
}

#endif /* _SOLVE_LINE_H */
