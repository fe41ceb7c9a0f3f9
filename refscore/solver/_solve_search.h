/* The search (part of refscore/solver/_solvecore.c, see docs/solver.md): fail-soft alpha-beta over
 * the cards, the value being the points the maximising seats can force from here to the end; trick
 * starts (`lead`) read the transposition table and the bounds, a trick's followers are searched by
 * `follow` (with four seats, one flattened function per trick), the last trick is played out, and
 * `mtd` finds the exact value by null-window questions. Touches no Python object: the module runs
 * it with the GIL released. */
#ifndef _SOLVE_SEARCH_H
#define _SOLVE_SEARCH_H

#include "_solve_state.h"
#include "_solve_bounds.h"
#include "_solve_tables.h"
#include "_solve_moves.h"

/* -- the search ----------------------------------------------------------------------------------- */

static int lead(Core *s, int leader, int sweep, int alpha, int beta);
static int follow(Core *s, const Trick *t, int sweep, int alpha, int beta);
static int follower(Core *s, const Trick *t, int sweep, int alpha, int beta);

/* The value once the trick `u` is full: its winner takes it, then the play goes on. */
/* The seat that wins the trick `t` when `card` is its last card: what closing a trick needs, without
 * building the full trick (push); most positions are a trick's last card. */
static inline int closing_winner(const Core *s, const Trick *t, int seat, int card) {
    return s->key_by_led[t->led][card] > t->win_key ? seat : t->winner;
}

/* The value once a trick worth `points` is won by `winner`: it takes it, then the play goes on. */
static inline __attribute__((always_inline)) int close_trick(Core *s, int winner, int points, int sweep, int alpha,
                                                             int beta) {
    const int won = s->maximises[winner];
    int gained = won ? points : 0;
    if (!s->flat_last) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
    if (!s->hands[winner]) return won ? gained + der_of(s, sweep) : gained;
    return gained + lead(s, winner, sweep, alpha - gained, beta - gained);
}

/* close_trick as a function, for follower and plain_follower (with four seats, the flat searches
 * inline close_trick: -0.9% instructions). */
static int finish_trick(Core *s, int winner, int points, int sweep, int alpha, int beta) {
    return close_trick(s, winner, points, sweep, alpha, beta);
}

static inline int play(Core *s, const Trick *t, int seat, int card, int closes, int sweep, int alpha, int beta) {
    if (closes) /* `card` is the trick's last (follow reads it once: its stores to the hands may alias t) */
        return finish_trick(s, closing_winner(s, t, seat, card), t->points + s->points[card], sweep, alpha, beta);
    Trick u;
    push(s, t, card, &u);
    return follower(s, &u, sweep, alpha, beta);
}

/* The last trick led by `leader`, every seat holding one card: no choice is left (only the winner
 * and the points are read, no trick is built). */
static int last_trick_led(Core *s, int leader, int sweep) {
    int card = __builtin_ctz(s->hands[leader]);
    const int *keys = s->key_by_led[card >> 3];
    int win = leader, win_key = keys[card], points = s->points[card];
    for (int i = 1; i < s->n; i++) {
        const int seat = s->seat_at[leader + i];
        card = __builtin_ctz(s->hands[seat]);
        points += s->points[card];
        if (keys[card] > win_key) {
            win_key = keys[card];
            win = seat;
        }
    }
    if (!s->maximises[win]) return 0;
    if (!s->flat_last) sweep = next_sweep(sweep, win, s->unit_of[win]);
    return points + der_of(s, sweep);
}

/* The last trick, every seat still to play holding one card: no choice is left. */
static int last_trick(Core *s, const Trick *t, int sweep) {
    if (t->len == 0) return last_trick_led(s, t->leader, sweep);
    const int *keys = s->key_by_led[t->led];
    int win = t->win, win_key = t->win_key, points = t->points;
    for (int i = t->len; i < s->n; i++) {
        const int card = __builtin_ctz(s->hands[s->seat_at[t->leader + i]]);
        points += s->points[card];
        if (keys[card] > win_key) {
            win_key = keys[card];
            win = i;
        }
    }
    const int winner = s->seat_at[t->leader + win];
    if (!s->maximises[winner]) return 0;
    if (!s->flat_last) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
    return points + der_of(s, sweep);
}

/* A child's `value` (after `card`) taken into the fail-soft window of the seat to move (`maximising`
 * or not): the best value and card so far and alpha (or beta) move up to it. Whether it cuts off
 * (alpha >= beta). lead_cards, follow and plain_follow all step their cards with it. */
static inline __attribute__((always_inline)) int take_value(int maximising, int value, int card, int *best,
                                                            int *best_card, int *alpha, int *beta) {
    if (maximising) {
        if (value <= *best) return 0;
        *best = value;
        *best_card = card;
        if (value <= *alpha) return 0;
        *alpha = value;
    } else {
        if (value >= *best) return 0;
        *best = value;
        *best_card = card;
        if (value >= *beta) return 0;
        *beta = value;
    }
    return *alpha >= *beta;
}

/* The followers of one of the last three tricks (every seat held two or three cards when it
 * started), by plain fail-soft alpha-beta: no table, no ordering, no merge of equivalent cards (with
 * so few cards a hand, each costs more than the positions it saves; docs/solver.md), but the
 * killer card tried first (4% fewer positions). A trick that leaves one card a hand is followed by
 * `last_trick` directly, another by the next trick's `search` (its table, its leader's ordering). */
static int plain_follower(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    s->nodes++;
    const int seat = s->seat_at[t->leader + t->len];
    const uint32_t hand = s->hands[seat];
    uint32_t legal = follow_legal(s, t, seat, hand);
    const int maximising = s->maximises[seat];
    int best = maximising ? -1 : INF, best_card = -1; /* best_card: take_value's, unread here */
    const int closes = t->len + 1 == s->n;
    int8_t *const killer = killer_slot(s, t, seat); /* tried first, set at a cut-off */
    const int first = *killer; /* a card, or -1: bit 63 of the 32-bit legal set, never held */
    if (!legal) return best; /* (the kernel's subsets are never empty for a hand that holds cards) */
    for (int card = (uint64_t)legal >> (first & 63) & 1u ? first : __builtin_ctz(legal);;
         card = __builtin_ctz(legal)) {
        legal &= ~(1u << card);
        s->hands[seat] = hand & ~(1u << card);
        s->left--;
        int value;
        if (!closes) {
            Trick u;
            push(s, t, card, &u);
            value = plain_follower(s, &u, sweep, alpha, beta);
        } else if (s->left == s->n) { /* one card a hand: the last trick is played out */
            const int winner = closing_winner(s, t, seat, card);
            const int gained = s->maximises[winner] ? t->points + s->points[card] : 0;
            const int next = s->flat_last ? sweep : next_sweep(sweep, winner, s->unit_of[winner]);
            value = gained + last_trick_led(s, winner, next);
        } else {
            value = finish_trick(s, closing_winner(s, t, seat, card), t->points + s->points[card], sweep, alpha, beta);
        }
        s->left++;
        s->hands[seat] = hand;
        if (take_value(maximising, value, card, &best, &best_card, &alpha, &beta)) {
            *killer = (int8_t)card;
            break;
        }
        if (!legal) break;
    }
    return best;
}

/* -- a trick's followers in one function, four seats ----------------------------------------------- */

/* Why: with four seats, a trick's three followers searched by one function each call (follower,
 * plain_follower) paid, at every position, a call, a 32-byte Trick copied in memory (its `cards`
 * array keeps it there) and s->left moved. Here the three followers of a trick are one function
 * (flat_follow, flat_two, flat_three): each seat's search is an always_inline body whose next step,
 * a constant function pointer (FlatNext), gcc inlines too; the trick is a Flat, in scalars. The
 * positions, their order and the killer cards are the same as follower's and plain_follower's:
 * they are the same searches written a second time for speed, so a change to one writing (ordering,
 * killers, what a card leads to) goes into the other too. Core(flat=False) searches with the general
 * ones only, and tests/solver/test_solvecore.py::test_the_four_seat_followers_search_what_the_general_ones_do
 * checks, over random positions and house variants, that both search the same number of positions
 * for the same value. */

/* The trick on the table as its followers need it, in scalars: what push keeps for the kernel walk
 * (flat_legal), the winner, killer_slot's key, and what follow_moves reads. */
typedef struct {
    int led, first, win_key, winner, killer_key, points, top_led, top_trump, facts, leader;
    uint32_t above_led, above_trump, table;
} Flat;

/* push for a Flat: `card` played by `seat` on it. */
static inline __attribute__((always_inline)) Flat flat_push(const Core *s, Flat f, int seat, int card) {
    const int key = s->key_by_led[f.led][card];
    if (key > f.win_key) {
        f.win_key = key;
        f.winner = seat;
        f.killer_key = f.led * 32 + card;
    }
    if ((card >> 3) == f.led && card > f.top_led) {
        f.top_led = card;
        f.above_led = s->higher[card];
    }
    if (s->trump_mask >> card & 1u && (f.top_trump < 0 || s->strength[card] > s->strength[f.top_trump])) {
        f.top_trump = card;
        f.above_trump = s->higher[card];
        f.facts = kw_trick_facts(s->trump_mask, s->mode_features, f.first, card, 0);
    }
    f.points += s->points[card];
    f.table |= 1u << card;
    return f;
}

/* The Flat of a Trick holding one card (its first). */
static inline __attribute__((always_inline)) Flat flat_of(const Core *s, const Trick *t) {
    const int led_card = t->cards[0];
    const int trump = (int)(s->trump_mask >> led_card & 1u);
    return (Flat){
        .led = led_card >> 3,
        .first = led_card,
        .win_key = s->key_by_led[led_card >> 3][led_card],
        .winner = t->leader,
        .killer_key = (led_card >> 3) * 32 + led_card,
        .points = s->points[led_card],
        .top_led = led_card,
        .top_trump = trump ? led_card : -1,
        .facts = t->facts,
        .above_led = s->higher[led_card],
        .above_trump = trump ? s->higher[led_card] : 0xFFFFFFFFu,
        .leader = t->leader,
        .table = t->table,
    };
}

/* follow_legal for a Flat. */
static inline __attribute__((always_inline)) uint32_t flat_legal(const Core *s, const Flat *f, int seat, uint32_t hand) {
    const int facts = f->facts | s->partner[seat][f->winner] * KW_PARTNER_MASTER;
    return kw_hand_allowed(s->legal, s->trump_mask, facts, hand, 0xFFu << (8 * f->led), f->above_led, f->above_trump);
}

/* What a follower's card leads to: the next seat's search, or the trick closed. `left`: the cards in
 * the hands with the follower's card (killer_slot's index); the hands already without it. */
typedef int (*FlatNext)(Core *s, const Flat *f, int seat, int card, int left, int sweep, int alpha, int beta);

/* One follower of a trick with `pos` (1 to 3) cards on it: follower's search (the lone legal card
 * played directly; else the killer card first, then follow_moves' order; note_best), each card's
 * value from `next`. The hands move in place (the next trick's `lead` reads them); s->left is set
 * once by flat_follow. */
static inline __attribute__((always_inline)) int flat_follower(Core *s, const Flat *f, int seat, int pos, int left,
                                                                int sweep, int alpha, int beta, FlatNext next) {
    s->nodes++;
    const uint32_t hand = s->hands[seat];
    if (!hand) return 0; /* (as in follower: only a root could get here) */
    const int window_low = alpha, window_high = beta;
    const uint32_t legal = flat_legal(s, f, seat, hand);
    int8_t *const killer = &s->killer[left][seat][f->killer_key];
    if (!(legal & (legal - 1))) { /* one legal card, as in follower */
        const int card = __builtin_ctz(legal);
        s->hands[seat] = hand & ~(1u << card);
        const int value = next(s, f, seat, card, left, sweep, alpha, beta);
        s->hands[seat] = hand;
        if (s->maximises[seat] ? value >= beta : value <= alpha) *killer = (int8_t)card;
        return value;
    }
    int card = *killer, count = 0, i = 0, moves[32];
    const uint32_t below = card < 0 ? 0 : legal & ((1u << card) - 1); /* the legal cards under the killer */
    if (card < 0 || !(legal >> card & 1u) ||
        (below && same_card(s, 31 - __builtin_clz(below), card, (all_hands(s) & ~hand) | f->table))) {
        count = follow_moves(s, f->led, f->win_key, f->winner, pos, f->leader, f->table, seat, legal, -1, moves);
        card = next_move(moves, i++, count);
    }
    const int maximising = s->maximises[seat];
    int best = maximising ? -1 : INF, best_card = -1;
    for (;;) {
        s->hands[seat] = hand & ~(1u << card);
        const int value = next(s, f, seat, card, left, sweep, alpha, beta);
        s->hands[seat] = hand;
        if (take_value(maximising, value, card, &best, &best_card, &alpha, &beta)) break;
        if (i == 0) /* the killer did not cut */
            count = follow_moves(s, f->led, f->win_key, f->winner, pos, f->leader, f->table, seat, legal, card, moves);
        if (i == count) break;
        card = next_move(moves, i++, count);
    }
    note_best(killer, maximising, best, best_card, -1, window_low, window_high);
    return best;
}

/* One follower of one of the last three tricks but the last: plain_follower's search (the killer
 * card first, then the legal cards in bit order; the killer set at a cut-off), each card's value
 * from `next`. */
static inline __attribute__((always_inline)) int flat_plain(Core *s, const Flat *f, int seat, int left, int sweep,
                                                             int alpha, int beta, FlatNext next) {
    s->nodes++;
    const uint32_t hand = s->hands[seat];
    uint32_t legal = flat_legal(s, f, seat, hand);
    const int maximising = s->maximises[seat];
    int best = maximising ? -1 : INF, best_card = -1; /* best_card: take_value's, unread here */
    int8_t *const killer = &s->killer[left][seat][f->killer_key];
    const int first = *killer; /* a card, or -1: bit 63 of the 32-bit legal set, never held */
    for (int card = (uint64_t)legal >> (first & 63) & 1u ? first : __builtin_ctz(legal);;
         card = __builtin_ctz(legal)) {
        legal &= ~(1u << card);
        s->hands[seat] = hand & ~(1u << card);
        const int value = next(s, f, seat, card, left, sweep, alpha, beta);
        s->hands[seat] = hand;
        if (take_value(maximising, value, card, &best, &best_card, &alpha, &beta)) {
            *killer = (int8_t)card;
            break;
        }
        if (!legal) break;
    }
    return best;
}

/* The fourth seat's card: the trick closed, its winner leads the next one (finish_trick's work,
 * inlined here). */
static inline __attribute__((always_inline)) int flat_close(Core *s, const Flat *f, int seat, int card, int left,
                                                             int sweep, int alpha, int beta) {
    (void)left;
    const int winner = s->key_by_led[f->led][card] > f->win_key ? seat : f->winner;
    return close_trick(s, winner, f->points + s->points[card], sweep, alpha, beta);
}

/* The fourth seat's card in the last trick but one: the trick closed and the last trick, every seat
 * holding one card, played out (last_trick_led with the seats known at compile time). */
static inline __attribute__((always_inline)) int flat_close_last(Core *s, const Flat *f, int seat, int card,
                                                                  int left, int sweep, int alpha, int beta) {
    (void)left, (void)alpha, (void)beta;
    const int winner = s->key_by_led[f->led][card] > f->win_key ? seat : f->winner;
    const int gained = s->maximises[winner] ? f->points + s->points[card] : 0;
    if (!s->flat_last) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
    int last = __builtin_ctz(s->hands[winner]);
    const int *keys = s->key_by_led[last >> 3];
    int win = winner, win_key = keys[last], points = s->points[last];
    for (int i = 1; i < 4; i++) {
        const int other = (winner + i) & 3;
        last = __builtin_ctz(s->hands[other]);
        points += s->points[last];
        if (keys[last] > win_key) {
            win_key = keys[last];
            win = other;
        }
    }
    if (!s->maximises[win]) return gained;
    if (!s->flat_last) sweep = next_sweep(sweep, win, s->unit_of[win]);
    return gained + points + der_of(s, sweep);
}

/* The next seat's search after a follower's card: follower's (flat_follower) up to the trick's close
 * (flat_follow), plain_follower's (flat_plain) in the last trick but two (flat_three) and, with the
 * last trick played out, the last trick but one (flat_two). */
static inline __attribute__((always_inline)) int flat_to_fourth(Core *s, const Flat *f, int seat, int card, int left,
                                                                 int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_follower(s, &u, (seat + 1) & 3, 3, left - 1, sweep, alpha, beta, flat_close);
}

static inline __attribute__((always_inline)) int flat_to_third(Core *s, const Flat *f, int seat, int card, int left,
                                                                int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_follower(s, &u, (seat + 1) & 3, 2, left - 1, sweep, alpha, beta, flat_to_fourth);
}

static inline __attribute__((always_inline)) int plain_to_fourth(Core *s, const Flat *f, int seat, int card, int left,
                                                                  int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_plain(s, &u, (seat + 1) & 3, left - 1, sweep, alpha, beta, flat_close);
}

static inline __attribute__((always_inline)) int plain_to_third(Core *s, const Flat *f, int seat, int card, int left,
                                                                 int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_plain(s, &u, (seat + 1) & 3, left - 1, sweep, alpha, beta, plain_to_fourth);
}

static inline __attribute__((always_inline)) int last_to_fourth(Core *s, const Flat *f, int seat, int card, int left,
                                                                 int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_plain(s, &u, (seat + 1) & 3, left - 1, sweep, alpha, beta, flat_close_last);
}

static inline __attribute__((always_inline)) int last_to_third(Core *s, const Flat *f, int seat, int card, int left,
                                                                int sweep, int alpha, int beta) {
    const Flat u = flat_push(s, *f, seat, card);
    return flat_plain(s, &u, (seat + 1) & 3, left - 1, sweep, alpha, beta, last_to_fourth);
}

/* The followers of a trick whose first card is on the table (`t`), four seats, by follower's search
 * (lead_cards and search, through `follow`). s->left is set once to what the next trick's `lead`
 * reads, and put back. */
static __attribute__((noinline)) int flat_follow(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    const Flat f = flat_of(s, t);
    const int left = s->left;
    s->left = left - 3;
    const int value = flat_follower(s, &f, (t->leader + 1) & 3, 1, left, sweep, alpha, beta, flat_to_third);
    s->left = left;
    return value;
}

/* The followers of the last trick but two, four seats, by plain_follower's search (lead_cards,
 * through plain_follow). */
static __attribute__((noinline)) int flat_three(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    const Flat f = flat_of(s, t);
    const int left = s->left;
    s->left = left - 3;
    const int value = flat_plain(s, &f, (t->leader + 1) & 3, left, sweep, alpha, beta, plain_to_third);
    s->left = left;
    return value;
}

/* The followers of the last trick but one and the last trick, four seats (lead_cards, through
 * plain_follow): nothing below reads s->left. */
static __attribute__((noinline)) int flat_two(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    const Flat f = flat_of(s, t);
    return flat_plain(s, &f, (t->leader + 1) & 3, s->left, sweep, alpha, beta, last_to_third);
}

/* The followers of one of the last three tricks but the last (lead_cards, `plain`): with four seats
 * by flat_two and flat_three, else plain_follower. */
static inline int plain_follow(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    if (s->flat_four) /* 7 cards in the hands after the lead: the last trick but one (2 a hand) */
        return s->left == 7 ? flat_two(s, t, sweep, alpha, beta) : flat_three(s, t, sweep, alpha, beta);
    return plain_follower(s, t, sweep, alpha, beta);
}

/* A card inside a trick: a trick's followers after its first card with four seats by flat_follow,
 * any other position by follower. */
static inline int follow(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    if (s->flat_four && t->len == 1) return flat_follow(s, t, sweep, alpha, beta);
    return follower(s, t, sweep, alpha, beta);
}

/* What `lead` found before trying cards: the table's key, its slot (tt_find), its card, and the
 * bounds from the table and start_bounds. */
typedef struct {
    uint32_t live, tag;
    int at, bits, low, high, tt_best;
} Start;

static __attribute__((noinline)) int lead_cards(Core *s, int leader, int sweep, int alpha, int beta,
                                                const Start *start);

/* A trick start: `leader` to play. The transposition table and the sure-card bounds are read here
 * only (trick starts), then the leader's cards are tried, best-looking first (lead_cards). Why apart
 * from `follow`: most positions are inside a trick and need none of this; the split keeps those
 * small. Why lead_cards apart: seven trick starts in ten end here (the table or the bounds answer),
 * and the small function saves and restores fewer registers. */
static int lead(Core *s, int leader, int sweep, int alpha, int beta) {
    s->nodes++;
    const uint32_t hand = s->hands[leader];
    if (!hand) return 0;
    if (s->left == s->n) {
        int each = 1;
        for (int i = 0; i < s->n; i++) each &= s->hands[i] != 0;
        if (each) return last_trick_led(s, leader, sweep);
    }
    int tt_best = -1, low = -1, high = INF;
    const uint32_t tag = tag_of(&(const Trick){.len = 0, .leader = (int8_t)leader}, sweep);
    const uint32_t live = all_hands(s); /* the same again at the store: the hands are restored */
    int at;
    const int bits = s->tt_bits;
    const Entry *e = tt_find(s, live, tag, &at);
    if (e != NULL) {
        low = e->low;
        high = e->high == TT_HIGHEST ? INF : e->high; /* (Entry: no upper bound) */
        tt_best = (int)(e->tag >> TAG_BEST);
        if (low >= beta || low == high) return low;
        if (high <= alpha) return high;
    }
    int floor, ceiling; /* start_bounds: the sides' sure cards, when the table did not answer */
    start_bounds(s, leader, sweep, live, &floor, &ceiling);
    if (floor > low) low = floor;
    if (ceiling < high) high = ceiling;
    if (high <= alpha || low == high) return high;
    if (low >= beta) return low;
    if (low > alpha) alpha = low;
    if (high < beta) beta = high;
    const Start start = {.live = live, .tag = tag, .at = at, .bits = bits, .low = low, .high = high, .tt_best = tt_best};
    return lead_cards(s, leader, sweep, alpha, beta, &start);
}

/* The leader's cards tried, after `lead` (its window already narrowed by the bounds), and the
 * result stored in the table. */
static int lead_cards(Core *s, int leader, int sweep, int alpha, int beta, const Start *start) {
    const uint32_t hand = s->hands[leader];
    const int tt_best = start->tt_best;
    int low = start->low, high = start->high;
    const int window_low = alpha, window_high = beta;
    /* one of the last three tricks but the last, every hand holding as many cards: its followers by
     * plain_follow */
    int plain = s->left >= 2 * s->n && s->left <= 3 * s->n;
    for (int i = 0; plain && !s->even && i < s->n; i++) plain = __builtin_popcount(s->hands[i]) * s->n == s->left;
    /* The killer card (killer_slot) first, when it may be led and is the first of its class of
     * equivalent cards (the one lead_moves would keep): it cuts off most of the time, and then the
     * other moves are never built, as in `follow`. The order is the same as building them all with
     * the killer first and the table's card second. */
    const uint32_t allowed = kw_allowed_leading(hand);
    int card = *lead_killer_slot(s, leader), count = 0, i = 0, moves[32];
    const uint32_t below = card < 0 ? 0 : allowed & ((1u << card) - 1); /* the cards under the killer */
    if (card < 0 || !(allowed >> card & 1u) ||
        (below && same_card(s, 31 - __builtin_clz(below), card, start->live & ~hand))) {
        count = lead_moves(s, leader, tt_best, -1, moves);
        card = next_move(moves, i++, count);
    }
    const int maximising = s->maximises[leader];
    int best = maximising ? -1 : INF, best_card = -1;
    for (;;) {
        s->hands[leader] = hand & ~(1u << card);
        s->left--;
        Trick u = s->opened[card]; /* push on the empty trick, read from a table (open_tricks) */
        u.leader = u.winner = (int8_t)leader;
        const int value = plain ? plain_follow(s, &u, sweep, alpha, beta) : follow(s, &u, sweep, alpha, beta);
        s->left++;
        s->hands[leader] = hand;
        if (take_value(maximising, value, card, &best, &best_card, &alpha, &beta)) break;
        if (i == 0) count = lead_moves(s, leader, tt_best, card, moves); /* the killer did not cut */
        if (i == count) break;
        card = next_move(moves, i++, count);
    }
    if (best <= window_low) {
        if (best < high) high = best;
    } else if (best >= window_high) {
        if (best > low) low = best;
    } else {
        low = high = best;
    }
    tt_store(s, start->live, start->tag, low, high,
             note_best(lead_killer_slot(s, leader), maximising, best, best_card, tt_best, window_low, window_high),
             start->at,
             start->bits);
    return best;
}

/* A card inside a trick (`t` holds at least one): the player's cards, merged and ordered, tried. */
static int follower(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    s->nodes++;
    const int seat = s->seat_at[t->leader + t->len];
    const uint32_t hand = s->hands[seat];
    if (!hand) return 0; /* (a root inside the last trick went to last_trick in `search`) */
    const int window_low = alpha, window_high = beta;
    const uint32_t legal = follow_legal(s, t, seat, hand);
    if (!(legal & (legal - 1))) { /* one legal card (often: following suit): played without the killer's */
        const int card = __builtin_ctz(legal); /* test, the moves or note_best's bookkeeping; the */
        s->hands[seat] = hand & ~(1u << card); /* killer set at a cut-off as note_best would */
        s->left--;
        const int value = play(s, t, seat, card, t->len + 1 == s->n, sweep, alpha, beta);
        s->left++;
        s->hands[seat] = hand;
        if (s->maximises[seat] ? value >= beta : value <= alpha) *killer_slot(s, t, seat) = (int8_t)card;
        return value;
    }
    /* The killer card (killer_slot) first, when it is legal and the first of its class of equivalent
     * cards (the one follow_moves would keep): it cuts off most of the time, and then the other moves
     * are never built. The order is the same as building them all with the killer first. */
    int card = *killer_slot(s, t, seat), count = 0, i = 0, moves[32];
    const uint32_t below = card < 0 ? 0 : legal & ((1u << card) - 1); /* the legal cards under the killer */
    if (card < 0 || !(legal >> card & 1u) ||
        (below && same_card(s, 31 - __builtin_clz(below), card, (all_hands(s) & ~hand) | t->table))) {
        count = follow_moves(s, t->led, t->win_key, t->winner, t->len, t->leader, t->table, seat, legal, -1, moves);
        card = next_move(moves, i++, count);
    }
    const int maximising = s->maximises[seat], closes = t->len + 1 == s->n;
    int best = maximising ? -1 : INF, best_card = -1;
    for (;;) {
        s->hands[seat] = hand & ~(1u << card);
        s->left--;
        const int value = play(s, t, seat, card, closes, sweep, alpha, beta);
        s->left++;
        s->hands[seat] = hand;
        if (take_value(maximising, value, card, &best, &best_card, &alpha, &beta)) break;
        if (i == 0) /* the killer did not cut */
            count = follow_moves(s, t->led, t->win_key, t->winner, t->len, t->leader, t->table, seat, legal, card, moves);
        if (i == count) break;
        card = next_move(moves, i++, count);
    }
    note_best(killer_slot(s, t, seat), maximising, best, best_card, -1, window_low, window_high);
    return best;
}

/* Any position with a trick not full. A root inside the last trick is played out here, not in
 * `follow`: below a root, the last trick is always led by `lead` (which plays it out) or closed by
 * plain_follow, so the test at every follower only ever answered for the root (0.2% fewer
 * instructions). */
static int search(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    if (t->len == 0) return lead(s, t->leader, sweep, alpha, beta);
    if (s->left == s->n - t->len) {
        int each = 1;
        for (int i = t->len; i < s->n; i++) each &= s->hands[s->seat_at[t->leader + i]] != 0;
        if (each) return last_trick(s, t, sweep);
    }
    return follow(s, t, sweep, alpha, beta);
}

/* One fail-soft search of the position (a full trick is closed first). */
static int bound_of(Core *s, const Trick *t, int sweep, int alpha, int beta) {
    if (t->len == s->n) return finish_trick(s, s->seat_at[t->leader + t->win], t->points, sweep, alpha, beta);
    return search(s, t, sweep, alpha, beta);
}

/* The exact value by null-window searches ("at least guess?"). Without a guess (or with one outside
 * the bracket) the bracket is bisected. From a guess the questions gallop away from it on the side
 * its answer says (2, 4, 8 ... points past the bound) until one answers the other way, then the
 * bracket left is bisected: a question far from the value costs the most (failing low far above it
 * must refute every card of the maximising side), and bisecting after a right guess asked one half
 * the bracket away. Search.py's `_mtdf` asks the same way. */
static int mtd_within(Core *s, const Trick *t, int sweep, int low, int high, int guess);

static int mtd(Core *s, const Trick *t, int sweep, int guess) {
    return mtd_within(s, t, sweep, 0, mask_points(s, all_hands(s)) + t->points + der_reach(s, sweep), guess);
}

/* mtd with the value known to lie in [low, high] (a fail-soft bound already found narrows it). */
static int mtd_within(Core *s, const Trick *t, int sweep, int low, int high, int guess) {
    int step = 2, direction = 0; /* step 0: bisecting */
    if (!(low < guess && guess <= high)) {
        guess = (low + high + 1) / 2;
        step = 0;
    }
    while (low < high) {
        const int b = bound_of(s, t, sweep, guess - 1, guess);
        const int up = b >= guess ? 1 : -1;
        if (up > 0)
            low = b;
        else
            high = b;
        if (step && direction != -up) {
            direction = up;
            guess = up > 0 ? low + step : high - step + 1;
            step *= 2;
            if (low < guess && guess <= high) continue;
        }
        step = 0;
        guess = (low + high + 1) / 2;
    }
    return low;
}

/* The trick after each card led, by seat 0 (`opened`): push reads only the spec's tables (keys,
 * points, masks, trumps) for a first card, so lead_cards copies it and sets the leader (the winner
 * too) instead of building the trick at every card led. Core_init calls it once the spec is read. */
static void open_tricks(Core *s) {
    for (int card = 0; card < 32; card++) push(s, &(const Trick){.len = 0, .leader = 0}, card, &s->opened[card]);
}

#endif /* _SOLVE_SEARCH_H */
