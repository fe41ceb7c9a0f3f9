/* Bounds at a trick start (part of refscore/solver/_solvecore.c, see docs/solver.md): the points a
 * side is sure to take whoever plays what (the leader's masters, either side's top trumps), and the
 * largest last-trick bonus the sweep flags still allow. `lead` reads them when the transposition
 * table does not answer; they only narrow the window, so the values stay exact. */
#ifndef _SOLVE_BOUNDS_H
#define _SOLVE_BOUNDS_H

#include "_solve_state.h"

/* Card points the seat holding `hand` is sure to take by leading its masters one after another:
 * a card whose trick-winning key, led, is above that of every card the others hold wins its trick
 * whatever they play (and the leader keeps the lead), so a side on lead takes at least these points
 * (the other cards of those tricks count 0 here). No rule is read: only the keys that decide a
 * trick, folded in Core_init into `beaten` (one 256-entry table per suit byte of the others' cards:
 * 4 look-ups instead of a loop with clz per suit, 8% of the instructions) and `leads_ok`. */
static inline uint32_t sure_cards(const Core *s, uint32_t hand, uint32_t others) {
    /* a card beaten or tied by one of the others' cards (its key when the card's suit is led) is no
     * master: one table per suit byte of the others' cards (Core_init), four look-ups, no loop */
    const uint32_t beaten = s->beaten[0][others & 255u] | s->beaten[1][others >> 8 & 255u] |
                            s->beaten[2][others >> 16 & 255u] | s->beaten[3][others >> 24];
    return hand & s->leads_ok & ~beaten;
}

/* The live trumps above every trump of the other side (`side`: the cards of one side, `live`: all
 * the cards in the hands): each wins the trick it is played in or falls under a trump of its own
 * side, so the side takes its points whoever leads. Only where one suit's keys top every other
 * card's whatever is led (`trump_suit`, checked in Core_init). */
static inline uint32_t top_trumps(const Core *s, uint32_t side, uint32_t live) {
    if (s->trump_suit < 0) return 0;
    const uint32_t trumps = live & s->trump_mask, theirs = trumps & ~side;
    if (!theirs) return trumps & side;
    const int top = 31 - __builtin_clz(theirs);
    return trumps & side & ~((2u << top) - 1);
}

/* top_trumps of both sides at once (`side` and the rest of `live`): only the side holding the
 * highest live trump can have any, so one side's answer is 0 and one clz finds who. */
static inline void both_top_trumps(const Core *s, uint32_t side, uint32_t live, uint32_t *ours, uint32_t *theirs) {
    *ours = *theirs = 0;
    const uint32_t trumps = live & s->trump_mask;
    if (s->trump_suit < 0 || !trumps) return;
    if (side >> (31 - __builtin_clz(trumps)) & 1u)
        *ours = top_trumps(s, side, live);
    else
        *theirs = top_trumps(s, live & ~side, live);
}

/* The largest last-trick bonus the maximising seats can still get, given the sweep flags: the
 * générale only while no other seat won a trick, the capot only while no other unit did (the
 * largest of the three whatever the flags said was the ceiling before: in contree a générale is 350
 * against a dix de der of 10). */
static inline int der_reach(const Core *s, int sweep) { return s->reach_at[sweep & 255]; }

/* der_reach worked out for one value of the sweep flags (Core_init fills reach_at with it). */
static int der_reach_of(const Core *s, int sweep) {
    if (s->flat_last) return s->last_trick[SWEEP_NONE];
    const int seat_flag = sweep / 16 - 2, unit_flag = sweep % 16 - 2;
    int best = s->last_trick[SWEEP_NONE];
    for (int w = 0; w < s->n; w++) {
        if (!s->maximises[w]) continue;
        if ((unit_flag == NO_TRICK || unit_flag == s->unit_of[w]) && s->last_trick[SWEEP_UNIT] > best) best = s->last_trick[SWEEP_UNIT];
        if ((seat_flag == NO_TRICK || seat_flag == w) && s->last_trick[SWEEP_SEAT] > best) best = s->last_trick[SWEEP_SEAT];
    }
    return best;
}

/* A floor and a ceiling on the value of a trick start (`seat` to lead), from the cards a side is
 * sure to take whoever plays what: the leader's masters (keys above every other hand's card, led
 * one after another: the leader keeps the lead) and the top trumps of either side. When the
 * masters are as many as the tricks left (every hand as long as the leader's), the leader's side
 * takes every trick: the value is exact. A side sure of a trick also rules the other side's capot
 * out (the ceiling's bonus drops to the dix de der). Only masks, points and trick keys: no rule. */
static inline void start_bounds(const Core *s, int seat, int sweep, uint32_t live, int *floor, int *ceiling) {
    const uint32_t hand = s->hands[seat]; /* live: all_hands(s) */
    const int total = mask_points(s, live);
    int top = der_reach(s, sweep);
    *floor = 0;
    *ceiling = total + top;
    if (!s->masters_ok) return; /* no masters to read */
    const uint32_t masters = sure_cards(s, hand, live & ~hand);
    const int leads = s->maximises[seat];
    if (masters == hand) { /* every trick left is the leader's when every hand is as long */
        int even = 1; /* (s->even: read once for the position given, read_position) */
        for (int i = 0; !s->even && i < s->n; i++)
            even &= __builtin_popcount(s->hands[i]) == __builtin_popcount(hand);
        if (even) {
            *floor = *ceiling = leads ? total + der_of(s, next_sweep(sweep, seat, s->unit_of[seat])) : 0;
            return;
        }
    }
    const uint32_t *side = s->side_of[seat]; /* the leader's side's cards (seats beyond n hold none) */
    const uint32_t mine =
        (s->hands[0] & side[0]) | (s->hands[1] & side[1]) | (s->hands[2] & side[2]) | (s->hands[3] & side[3]);
    uint32_t our_top, their_top;
    both_top_trumps(s, mine, live, &our_top, &their_top);
    const uint32_t sure = masters | our_top;
    const int ours = sure ? mask_points(s, sure) : 0, others = their_top ? mask_points(s, their_top) : 0;
    if (leads) {
        *floor = ours;
        if (their_top) top = s->last_trick[SWEEP_NONE]; /* they take a trick: no capot, no générale */
        *ceiling = total + top - others;
    } else {
        *floor = others;
        if (sure) top = s->last_trick[SWEEP_NONE]; /* the leader's side takes a trick */
        *ceiling = total + top - ours;
    }
}

#endif /* _SOLVE_BOUNDS_H */
