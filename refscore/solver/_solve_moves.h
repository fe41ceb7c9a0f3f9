/* Move generation and ordering (part of refscore/solver/_solvecore.c, see docs/solver.md): the
 * cards a seat may play, one per class of equivalent cards, keyed best-looking first from the hands
 * alone (lead_moves, follow_moves), taken one at a time (next_move), and the killer cards remembered
 * from earlier cut-offs. Ordering only: it changes how many positions are searched, never a value. */
#ifndef _SOLVE_MOVES_H
#define _SOLVE_MOVES_H

#include "_solve_state.h"

/* A move is one int, the ordering key times 32 plus the card: cards come in increasing number, so
 * the order of these ints is the stable order of the cards by key, and no two are equal. The search
 * takes them smallest first, one at a time (next_move): the first card cuts off most of the time
 * (80-97% at cut nodes), so the rest is seldom ordered at all. */
#define MOVE(key, card) ((key) * 32 + (card))
#define MOVE_CARD(move) ((move) & 31)

/* The card of the smallest of moves[i..count) (count > i), swapped into moves[i]. */
static inline int next_move(int *moves, int i, int count) {
    int best = i;
    for (int j = i + 1; j < count; j++)
        if (moves[j] < moves[best]) best = j;
    const int move = moves[best];
    moves[best] = moves[i];
    moves[i] = move;
    return MOVE_CARD(move);
}

/* Whether `card` is the same card as `previous` (the last legal card kept, lower in number) for the
 * rest of the play: same suit, same points, no live card (`live`: in another hand or on the table)
 * between them in strength. */
static inline int same_card(const Core *s, int previous, int card, uint32_t live) {
    return previous >= 0 && previous >> 3 == card >> 3 && s->points[previous] == s->points[card] &&
           !(live & ((1u << card) - (2u << previous)));
}

/* The leader's cards (the whole hand), one per class of equivalent cards, as moves (MOVE: the
 * best-looking smallest): masters first (no opponent's card above it in its suit), the strongest
 * then the fewest points first; then
 * the other cards, the weakest first (a low lead that keeps the side's high cards); a suit the other
 * side no longer holds last (they throw their cheapest card or ruff); a plain suit the other side
 * holds and the partners can ruff, being void in it, first; one an opponent can ruff (void in it,
 * holding trumps) late. Only masks. `second` (the table's best card, or -1) comes first; `skip` (the
 * killer card, already tried by `lead_cards`, or -1) is left out. */
static inline int lead_moves(const Core *s, int seat, int second, int skip, int *moves) {
    const uint32_t hand = kw_allowed_leading(s->hands[seat]);
    if (!(hand & (hand - 1))) {
        moves[0] = MOVE(0, __builtin_ctz(hand));
        return __builtin_ctz(hand) != skip;
    }
    uint32_t theirs = 0, partners = 0;
    unsigned ruffed = 0; /* suits (bits) an opponent holding trumps is void in */
    for (int k = 1; k < s->n; k++) {
        const int other = s->seat_at[seat + k];
        const uint32_t cards = s->hands[other];
        if (s->maximises[other] == s->maximises[seat]) {
            partners |= cards;
        } else {
            theirs |= cards;
            if (cards & s->trump_mask)
                for (int suit = 0; suit < 4; suit++)
                    if (!(cards & 0xFFu << (8 * suit))) ruffed |= 1u << suit;
        }
    }
    const uint32_t live = theirs | partners;
    const int partners_ruff = (partners & s->trump_mask) != 0;
    int count = 0, previous = -1;
    for (uint32_t rest = hand; rest; rest &= rest - 1) { /* by suit, weakest first (inner numbers) */
        const int card = __builtin_ctz(rest);
        if (same_card(s, previous, card, live)) continue;
        previous = card;
        if (card == skip) continue;
        const uint32_t suit = 0xFFu << (card & ~7);
        int key = theirs & s->higher[card] ? 64 + s->strength[card] * 4 + s->points[card]
                                           : -s->strength[card] * 4 + s->points[card];
        if (!(theirs & suit))
            key += 2000;
        else if (partners_ruff && !(partners & suit) && !(s->trump_mask & suit))
            key -= 1000;
        else if (ruffed >> (card >> 3) & 1u && !(s->trump_mask & suit))
            key += 1000;
        moves[count++] = MOVE(card == second ? -INF / 64 : key, card);
    }
    return count;
}

/* The cards the player to move on the trick `t` (not empty) may play (`legal`, follow_legal), one per
 * class of equivalent cards, as moves (MOVE: the best-looking smallest): a follower whose side holds
 * the trick (its card beats every card still to come) charges points, else winners first, then the
 * cheapest card; `skip` (the killer card, already tried by `follow`, or -1) left out. */
static inline __attribute__((always_inline)) int follow_moves(const Core *s, int led, int best_key, int winner,
                                                              int len, int leader, uint32_t table, int seat,
                                                              uint32_t legal, int skip, int *moves) {
    /* (the trick's fields as arguments: a Trick's or a Flat's) */
    const uint32_t hand = s->hands[seat]; /* (more than one legal card: `follow` plays a lone one) */
    const int *led_keys = s->key_by_led[led];
    int held = 0; /* the trick is the side's unless this seat overtakes it: read only for a friend */
    if (s->maximises[winner] == s->maximises[seat]) {
        /* the card winning now beats every card of the seats still to play after this one */
        uint32_t after = 0;
        for (int k = len + 1; k < s->n; k++) after |= s->hands[s->seat_at[leader + k]];
        int after_top = -1;
        if (s->masters_ok) { /* keys grow with strength in each suit: each suit's strongest card */
            for (int suit = 0; suit < 4; suit++) {
                const uint32_t cards = after & 0xFFu << (8 * suit);
                if (cards && led_keys[31 - __builtin_clz(cards)] > after_top)
                    after_top = led_keys[31 - __builtin_clz(cards)];
            }
        } else {
            for (uint32_t rest = after; rest; rest &= rest - 1)
                if (led_keys[__builtin_ctz(rest)] > after_top) after_top = led_keys[__builtin_ctz(rest)];
        }
        held = best_key > after_top;
    }
    const uint32_t live = (all_hands(s) & ~hand) | table;
    int count = 0, previous = -1;
    for (uint32_t rest = legal; rest; rest &= rest - 1) { /* by suit, weakest first (inner numbers) */
        const int card = __builtin_ctz(rest);
        if (same_card(s, previous, card, live)) continue;
        previous = card;
        if (card == skip) continue;
        int key;
        if (held) /* the side's trick: charge the most points */
            key = -s->points[card];
        else if (led_keys[card] > best_key) /* winners first, the richest first */
            key = -1000 - s->points[card] * 8 + s->strength[card];
        else /* else the cheapest */
            key = s->points[card];
        moves[count++] = MOVE(key, card);
    }
    return count;
}

/* -- move ordering from earlier cut-offs ------------------------------------------------------------ */

/* The killer card of a position: the card that last made the player to move reach its side's
 * target (a cut-off) in a sibling position, one with as many cards left, the same seat to play
 * and, for a follower, the same suit led and the same card winning the trick so far (cards never
 * change hands, so that card also says who is winning). Tried first, before the table's best card
 * for the position (about a third fewer positions; docs/solver.md). Ordering only: values cannot
 * change. */
static inline int8_t *killer_slot(Core *s, const Trick *t, int seat) {
    return &s->killer[s->left][seat][t->killer_key];
}

/* A leader's killer slot (by cards left and seat), apart from the followers': their keys then fill
 * 128 slots, and the index is shifts, not products (2% fewer instructions; 256 slots with
 * the leader at key 0 saved as many but the larger array cost CPU time). */
static inline int8_t *lead_killer_slot(Core *s, int seat) { return &s->lead_killer[s->left][seat]; }

/* After the cards of a position were tried: a card that reached the mover's target becomes the
 * killer; the card to store as the table's best is the one found, except at a position where no
 * card reached the target (every value is then only a bound, and the largest says little): the
 * table's card from before is kept there. */
static inline int note_best(int8_t *killer, int maximising, int best, int best_card, int tt_best, int window_low,
                            int window_high) {
    const int cut = maximising ? best >= window_high : best <= window_low;
    const int none = maximising ? best <= window_low : best >= window_high;
    if (cut && best_card >= 0) *killer = (int8_t)best_card;
    return none && tt_best >= 0 ? tt_best : best_card;
}

#endif /* _SOLVE_MOVES_H */
