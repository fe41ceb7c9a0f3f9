/* The compiled double-dummy search of refscore.solver (optional; refscore/solver/search.py gives the
 * same values without it).
 *
 * Why C: the pure-Python search spends its time in millions of small steps (a legal-card look-up,
 * a trick winner, a dictionary probe) per deal: median 11.3 s of CPU for the four suit trumps of a
 * random coinche deal, ~500 times the 20 ms the issue asks. The same algorithm over bit masks in
 * C takes ~40 ns a position instead of ~10 us: median ~45 ms for the same deals (bench/README.md,
 * "The double-dummy solver"). The fast path's core (refscore/fast/_fastcore.c) already is C with the
 * same build route (setup.py, optional: a machine without a compiler keeps the Python tier): no
 * new toolchain, no dependency.
 *
 * What it knows: NO rule. The obligations of play are the rules kernel's table of legal subsets
 * (refscore/kernel/play.py `LegalTable`, walked by refscore/kernel/_kernel_walk.h); the card points,
 * strengths, trick-winning keys and the `higher` masks are `ContractCards`; which seats maximise,
 * who partners whom and which scoring unit each seat belongs to come from the `Variant`; the last
 * trick's value (dix de der, capot, générale) are three numbers. refscore/solver/core.py builds all
 * of it (`core_spec`) and this file only searches.
 *
 * The search (the same as search.py, so that both tiers give identical values):
 * - fail-soft alpha-beta over the cards, the value being the points the maximising seats can force
 *   from here to the end (cards of the tricks still to win, the trick on the table included, and
 *   the last trick's bonus, which depends on who won every trick: the "sweep" flags);
 * - a transposition table at trick starts, keyed on the cards still in the hands (a card never
 *   changes hands within a deal, so with each card's seat, `owner`, that is the hands; a position
 *   where a card sits with another seat empties the table), the leader and the sweep flags, holding
 *   a lower and an upper bound and the best card: open addressing, 8 probes, 2^13 slots at first,
 *   grown by doubling while more than half full up to 2^tt_max_bits entries (12 bytes each: 12 MiB at the default
 *   2^20; a whole deal uses 2^12 to 2^17), then the slot with the fewest cards left among the 8 is
 *   replaced (it is the cheapest to find again). Any replacement keeps the values exact: entries
 *   are only bounds;
 * - bounds at trick starts from the cards a side is sure to take whoever plays what: the leader's
 *   masters (a key above every other hand's card when led), the top trumps above every trump of
 *   the other side; they only read the trick-winning keys (`start_bounds`, read when the table
 *   does not answer: masters for every trick left make the value exact, a side sure of a trick
 *   rules the other's capot out, the last trick's bonus is what the sweep flags still allow);
 * - equivalent cards merged (same suit, same points, no live card of another hand or of the trick
 *   between them in strength: cards are numbered weakest first inside the core, so that is a range
 *   of bits), move ordering read from the hands (lead_moves, follow_moves; the table's best card first): the leader
 *   plays masters first (no opponent's card above it), then low cards, a suit the other side no
 *   longer holds last, one an opponent can ruff late, one the partners can ruff first; a follower whose
 *   side holds the trick (its card beats every card still to come) charges points, else winners
 *   first, then the cheapest card;
 * - the last trick played out without a search;
 * - the exact value by null-window searches (MTD), bisecting what the bounds leave open.
 *
 * Measured and left out (positions searched and CPU time on 20 deals x 4 suit trumps, see
 * bench/README.md): table keys on relative ranks (cards equal in points and adjacent among the live
 * ones are interchangeable): -4% positions, +50% time; a table inside tricks too: no fewer
 * positions; enhanced transposition cut-offs at a trick's last card: -12% positions, no faster;
 * history heuristic: more positions; other lead orders (masters first...): more positions; a
 * full-window search or MTD(f) from the middle: +35% positions; even a perfect first guess would
 * only save 40% of the positions.
 * Measured since (50 coinche deals x 4 suit trumps, positions and CPU time, same run): the
 * sure-cards bounds above: -4.8% positions (contree -2.8%); 16-byte entries keyed on the cards in
 * the hands instead of 32-byte ones on the four hands (half the table's memory) and seats by a
 * table instead of a division: same positions; all of it ~3% less CPU, within the noise of the
 * shared machine (bench/README.md, "Sure cards"). Left out: prefetching the next trick's table slot
 * when a trick closes (no faster: the probe follows too soon); 4-entry buckets on one cache line
 * (+2% positions, no faster); no table with two tricks left (+80% positions, slower); a ceiling cut
 * inside tricks (no fewer positions: the window already holds it).
 * Measured for issue 15 item 4 (2026-12-01, 20:30-21:40 UTC; 50 coinche deals x 4 suit trumps,
 * positions, values identical; bench/README.md, "move ordering from the hands"). Diagnosis first:
 * at cut nodes the first card tried cuts 95-97% of the time for the second and fourth hands, 86-91%
 * for the third, 80-87% for the leader; 91% of the positions are in the last four tricks; 6.9
 * null-window questions per solve, those within 4 points of the value taking 54% of the positions;
 * the oracle (first question at the exact value, then MTD(f) steps) would save 33%, a guess 3
 * points off 20%, 10 points off nothing, and no cheap estimate comes that close. Kept, the ordering
 * above: -30% positions (65.7 M -> 45.9 M; -37% instructions by callgrind on 10 deals), in parts:
 * the leader's suits the other side no longer holds last -11%, the partners' ruffs first -6% more,
 * a follower charging a trick its side holds -2%, an opponent's ruff late -4%, masters first
 * (counted against the opponents' cards only) -4%, then the other cards weakest first -4%
 * (contree's suit trumps -2.2%, with sans atout and tout atout +1.6%). Left out: leading trumps
 * when the side holds more of them (+5%, +48% when first), leading low to a partner's master
 * (+26%), a suit the other side no longer holds, when it has no trump, early (+12%), sure winners
 * before other winners (same), unsure winners after the cheap cards (+28% second hand, +4% third)
 * or cheapest first (+7%), discards by suit length or keeping masters (+0.3%), bisecting then
 * MTD(f) steps once the bracket is under 4-32 points (0 to +5%), a first bracket from the root's
 * bounds (the first question already returns them).
 * Measured for issue 15 item 4, bounds and driver (2026-12-01, 22:59-23:50 UTC, solver-bounds; 50
 * coinche deals x 4 suit trumps and 20 contree deals x every mode, positions; instructions of
 * Core.value alone by callgrind, 10 coinche deals and 5 contree deals; values identical, and the
 * Python tier has the same bounds, `Solver._start_bounds`). Kept (`start_bounds`): the ceiling's
 * last-trick bonus from the sweep flags (`der_reach`: the générale only while one maximising seat
 * won every trick, the capot only while one unit did; it was the largest of the three, 350 in
 * contree, whatever the flags) and dropped to the dix de der when the other side is sure of a
 * trick; the exact value when the leader's masters are as many as the tricks left (every hand as
 * long); those bounds merged with the table's entry and narrowing the window; computed only when
 * the table does not answer. Coinche suit trumps -6.0% positions (-1.8% of it from narrowing the
 * window), -10.8% instructions (most of it from reading the table first); contree, every mode,
 * -25.5% positions, -28% instructions (the flat dix de der of coinche leaves der_reach nothing to
 * do there). Left out: the cheapest cards of the other side's seats counted into the leader's
 * master tricks (-0.1% positions: they are 7s and 8s, worth 0), a floor and ceiling when the leader
 * holds masters for all tricks but one (the other side takes at most the last trick: -0.6%, not
 * worth the loop), the cheap ceiling tested before the table as before (+0.9%: the table's bounds
 * are tighter), the table keying the sweep flags as the maximising side sees them (an opponent's
 * flag as mixed: -0.1% in contree and officiel), and for the driver: asking at 30, 40 or 60% of the
 * bracket instead of halving it (+6%, +2.5%, +1.8% on 20 deals; the failing-low questions, which
 * must refute every card of the maximising side, cost as much as the failing-high ones over the
 * sample, 7.2 M and 7.1 M positions). The slowest deals are not table-bound: the slowest of 1,000
 * (seed 1000104, spades, 10.1 M positions, 0.8-0.9 s) fills 312 k of its 1 M slots and searches the
 * same positions with 2^22 or 2^24 slots; its 7 questions spend 6.6 M positions on two failing low
 * far above the value (>= 122 and >= 111 for 106: a long trump fight, N holding J A Q 7 of trumps
 * against W's K 10 9 8), 1 M on each of the three questions next to it, and 0.3 M on the three
 * failing high (9.2 M positions in all now).
 * Measured for issue 15 item 4, the end of the deal (2026-12-01, 23:00-00:05 UTC, solver-end;
 * instructions by callgrind on 10 coinche deals x 4 suit trumps + 4 contree deals x 6 modes, start-up
 * subtracted; positions and CPU on 50 + 20 deals, bench/solver_builds.py; values identical; see
 * bench/README.md, "The end of the deal"). Profile first: ~410 instructions a position, spread
 * (search's own lines 24%, moves_of 22% + the kernel walk 9%, push 12%, sure_cards 9%, the table
 * 5%); 37% of the positions in the last two tricks, and of the 2.0 M trick starts with two tricks
 * left (20 deals) only one in five goes past the bounds and the table. Kept: plain_follow, the
 * followers of the last three tricks but the last by plain alpha-beta (no table, ordering or merge;
 * a trick leaving one card a hand goes to last_trick directly), and no sure-card bounds in the last
 * four tricks: 5.70 G -> 4.93 G instructions (-13.4%; positions +2.7% coinche, -0.4% contree), in
 * steps: the last trick but one's followers -5.0%, its sure-card bounds off -4.2%, a follower's
 * `after_top` from each suit's strongest card (masters_ok) -0.7%, the bounds off with three and four
 * tricks left -3.0%, the followers of the last trick but two -1.6%. Left out: the two tricks solved
 * whole at their start, before the bounds and the table (+55% positions, +27% CPU); the same after
 * the bounds without the table (+39% instructions); the leader of the last trick but one by bit
 * order, the table's card first, instead of moves_of (+1.2%); the strongest card first inside
 * plain_follow (same); no bounds in the last five tricks or at all (same as four, within 0.2%).
 * After both were merged (00:25 UTC): start_bounds, now read after the table, kept in the last four
 * tricks too: skipping it there gave +9% positions for the same CPU (40 coinche deals x 4 suits and
 * 10 contree deals x 6 modes, bench/solver_builds.py).
 * Measured for issue 15 item 4, the cost per position (2026-12-02, 01:40-02:50 UTC, solver-micro;
 * instructions inside Core.value/Core.bound by callgrind --toggle-collect, 10 coinche deals x 4 suit
 * trumps + 4 contree deals x 6 modes, 10.1 M positions; positions and values identical at every
 * step; bench/README.md, "The cost per position"). Profile first (same sample, 4.16 G instructions,
 * ~410 a position): search's own lines 19%, moves_of 19%, push 16%, plain_follow 13%, the kernel
 * walk ~12%, and 7.6% in the `plain` test of search alone (a popcount per hand at trick starts of
 * the last three tricks: without -mpopcnt, a library call). Kept, 4.16 G -> 3.26 G (-21.5%): the
 * hands' evenness read once per position given (`even`: each seat plays one card a trick, so every
 * trick start below an even root has hands as long) -8.7%; a Trick of bytes keeping the suit led,
 * the winning key and the cards on the table, the sweep flags by shifts, kw_situation split into
 * the trick's facts and the hand's (_kernel_walk.h) -2.9%; a trick's last card closing it without
 * building it (`closing_winner`), the last trick read without push -3.8%; search split into `lead`
 * (the table, the bounds, at trick starts only) and `follow` -1.0%; the ordering split per role
 * (lead_moves, follow_moves: merge and key in one pass, a follower's `held` read only for a
 * friend) -1.3%; moves taken smallest first one at a time (next_move: the first card cuts off most
 * of the time) instead of sorted whole -1.3%; lead's empty trick and `plain` only past the table and
 * the bounds -0.7%; the trick's facts and masks for the kernel walk kept in the Trick by push (only
 * the partner's fact read by the follower) -1.9% (each step's share of the 4.16 G). Simulated
 * branch mispredictions (callgrind --branch-sim, 6 + 2 deals, before the last step) -21%. Left out:
 * plain_follow's last seat as its own function (-0.1%). CPU time on the shared machine (load
 * average 12-17) moved by less than its noise.
 * Measured for issue 15 item 4, fewer positions (2026-12-02, 01:40-02:00 UTC, solver-algo; 30 coinche
 * deals x 4 suit trumps + 10 contree deals x 6 modes, positions, values identical; then 50 + 20,
 * bench/solver_builds.py; bench/README.md, "Killer cards"). Diagnosis of the slowest deal (seed
 * 1000104, spades, value 106; since the merges its costly question is ">= 107", 6.2 M of 8.2 M
 * positions): asked alone after ">= 106" it still costs 4.5 M, so it is the refutation itself, not
 * the driver; with the questions' own split over 30 deals (near = within 4 points of the value):
 * failing high near 7.1 M, failing low far 7.1 M, failing low near 5.9 M, failing high far 3.6 M of
 * 23.7 M, and the oracle driver (the value, then one above) 16.2 M (-32%). Kept: killer cards
 * (`killer_slot`, `ordered_moves`, `note_best`): the card that last cut at the same number of cards
 * left and seat (for a follower: the same suit led and the same card winning so far) tried first,
 * the table's best card second, at every seat that
 * searches (plain_follow keeps its own order); and a position where no card reached the mover's
 * target keeps the table's earlier best card instead of the one with the largest bound. Coinche
 * suit trumps 23.67 M -> 16.43 M positions (-30.6%), contree every mode 10.42 M -> 7.71 M (-26.0%);
 * in steps (30 + 10 deals, cumulative): the leader's killer (by cards left and seat) -4.7% / -5.0%;
 * the third hand's (by led suit) -10.5% / -11.9%; no-cut positions keeping the table's card -10.8% /
 * -12.5%; the killer second after the table's card -12.7% / -13.8%; the second hand's (by the card
 * led) -16.7% / -14.9%; the fourth hand's (by the card winning) -27.0% / -21.4%; the third hand's by
 * the card winning instead of the suit led -28.8% / -25.0%; every follower's by suit led and card
 * winning -30.6% / -26.0%; the killer before the table's card -32.9% / -28.3%. On 50 + 20 deals, 3 rounds: positions -30.2% / -32.1%, CPU -34% / -35%;
 * instructions (callgrind, 10 + 4 deals) -14.4% for -23.1% positions on that sample: the positions
 * saved are mostly cheap ones (answered by the table or the bounds). Measured, not applied (the
 * function is solver-micro's): plain_follow trying the killer card first and storing it at a cut,
 * -4.2% positions more in both (50 + 20 figures before the last step). All of it, 50 + 20 deals:
 * -32.8% / -35.4% positions; bench_solver.py --deals 1000 at load 12-17: four suit trumps median
 * 39.3 ms, max 0.55 s, none over 1 s (was 1); every mode 1 over 1 s (was 6); positions per deal
 * -35%; instructions (callgrind, 10 + 4 deals) -19.3% for -28.3% positions. Left out: killers for every seat in one slot by cards
 * left and seat only (+8% / +23% against the leader's alone: a follower's card depends on the
 * trick); the leader's killer only where it maximises or only where it minimises (less); a second,
 * older killer tried next (-0.6% coinche, +0.2% contree); the sure cards bound counting one more
 * trick, the richest card of the leader above every opponent's card (its side wins the trick,
 * partner's card or its own) after the leader's masters (-0.3% coinche, +1.5% contree); killer slots
 * without the number of cards left (+73% / +80%: the trick number matters), or a follower's without
 * it (+39% / +58%); a follower's slot by the card led instead of the suit (+2.5% / +1.7%) or split
 * by the points on the table (+0.7% / +1.0%); a driver asking at the median of a normal prior on
 * the value (sd 10-30% of the bracket: +3% to +7%), or at 35-65% of the bracket (+5% to +8%).
 * Merged (2026-12-02, 03:15-03:30 UTC): solver-algo's killer cards carried into solver-micro's split
 * search: `ordered_moves` became arguments of the move keys (`lead_moves` takes the killer card
 * first and the table's card second, `follow_moves` the follower's killer), `note_best` closes `lead`
 * and `follow`; and plain_follow tries the killer card first and sets it at a cut-off (measured by
 * solver-algo, applied at the merge): 30 coinche deals x 4 suit trumps 15.96 M -> 15.33 M positions
 * (-4.0%), 10 contree deals x 6 modes 7.49 M -> 7.18 M (-4.1%), values identical (solver_builds.py).
 * Measured for issue 15 item 4, the cost of a trick start (2026-12-02, 04:30-05:10 UTC, solver-lead;
 * instructions inside Core.value alone by callgrind --toggle-collect=Core_value, 10 coinche deals x 4
 * suit trumps + 4 contree deals x 6 modes; positions, CPU and value checksums by
 * bench/solver_builds.py on 30 + 10 and 50 + 20 deals, old and new builds in one process; values
 * identical; bench/README.md, "the cost of a trick start"). Profile first (2,601 M instructions,
 * callgrind_annotate by line): the trick start and what it inlines ~37%, of which sure_cards 7.5%
 * (its clz loop over the others' suits, 4 per suit led, 3.2% on one line), lead's own lines 7.7%,
 * lead_moves 4.4%, the table 5.4% (the hash 2.1%, computed twice, at find and at store) and its
 * growth 2.6% (mostly calloc's zeroing, which valgrind counts byte by byte), start_bounds 2.7%,
 * der_reach 1.6% (a loop over the seats for a function of the sweep flags). Kept, 2,601 M -> 2,281 M
 * (-12.3%; each step's share of the 2,601 M): sure_cards from 256-entry tables per suit byte of the
 * others' cards (`beaten`: the cards they beat or tie, the card's own suit led; built in Core_init
 * from the keys, exact whatever the keys), der_reach read from a table of the 256 sweep values and
 * the sides' cards in start_bounds from masks (`side_of`) instead of a loop: -9.1%; the table probed
 * and hashed once for find and store (tt_find gives the slot; tt_store writes there while the table
 * kept its size and the slot still holds the key or is still empty, which is then what tt_slot would
 * answer), the hands' union computed once per trick start: -1.0%; the first slot by Fibonacci hashing
 * (the top bits of one multiplication instead of two multiplications and three shifts): -0.7%, the
 * only step that moves positions (other collisions, other replacements: -0.03% coinche, -0.06%
 * contree on 30 + 10 deals; -0.02% and +0.001% on 50 + 20); `lead` split, the cards tried in
 * `lead_cards` (noinline: the seven trick starts in ten that the table or the bounds answer save and
 * restore fewer registers): -0.8%; both sides' top trumps from one test of who holds the highest live
 * trump, and no point tables for an empty mask: -0.6%. CPU, best of 3 rounds, 30 + 10 deals: coinche
 * 0.74 -> 0.63 s (-15%), contree 0.35 -> 0.29 s (-17%); 50 + 20 deals, one round: 1.50 -> 1.25 s
 * (-17%), 0.80 -> 0.77 s (the removed branches of the clz loops count for more than their instructions).
 * Left out: lead_moves' per-suit rules as byte masks of the suits (the suits held by bit folding, one
 * mask per rule, the master/other keys from per-card tables, no branch per card): +1.4% instructions;
 * lead_moves' partners and opponents from the side masks instead of the loop over the seats: +0.5%
 * (both: more set-up than the branches they replace, with about five cards a lead). Not tried: a
 * larger first table (tt_grow's zeroing is valgrind's count more than the machine's; a larger table
 * costs every small solve its zeroing).
 * Measured for issue 15 item 4, the driver (2026-12-02, 04:31-05:10 UTC, solver-driver; 30 coinche deals x 4
 * suit trumps + 10 contree deals x 6 modes, drivers prototyped over Core.bound with one table for all the
 * questions of a solve, positions; bench/README.md, "solver-driver"). Diagnosis without a guess: 6.72 questions
 * a solve (contree 7.15), the positions by question: failing high within 4 points of the value 32% (contree
 * 32%), failing low near 24% (21%), failing low far 25% (22%), failing high far 18% (25%); a fail-soft answer
 * is the bound asked or one below it almost every time (one bit a question: bisection is what is left). The
 * oracle (ask at the value, then one above) -34% (-41%); the old driver given the exact value, bisecting after
 * it, only -8% (-23%): its second question asks half the bracket above. Kept (`mtd`, search.py's `_mtdf`): from
 * a guess, gallop (2, 4, 8 ... points past the bound on the side the answer says, then bisect the bracket
 * left). Positions against the old driver given the same guess (bench/solver_guess.py, values identical): exact
 * -28% (contree -23%; instructions -28.2% on 6 + 2 deals, callgrind), 3 points off -17% to -19% (-17% to -24%),
 * 10 off -5.5% (-3% to -13%), 25 off +7% (+3% to +18%); without a guess nothing changes (the same questions:
 * bench_solver.py's figures do not move). refscore analyse's guesses (the value before a card for a card that
 * loses, the best value of another way of taking) are 10 points off (median) and never exact: analyse_deal on
 * 20 coinche deals -0.8% positions, 10 contree deals -0.5%. Left out, without a guess (15 coinche + 4 contree
 * deals): galloping from the middle (+0.4% to +6.8%, contree -3% to +7.5%), climbing from 25-45% of the bracket
 * (+6% to +15%), bisecting down to 2-64 points then one window search over the bracket (-0.7% to +1.5%, contree
 * -4% to +4%), an aspiration window of 5-40 points around the middle (-0.4% to +4%). No cheap first guess comes
 * near enough (8-15 coinche deals; the gallop pays within ~6 points): a greedy playout (each seat its first
 * card by the move keys) is 14 points off (median; contree 16), another trump's value of the same deal 34; a
 * search of the first tricks with trick starts of <= L cards valued by the greedy playout (Python tier): L = 20
 * 8.5 points off, L = 16 2 points off (20 of 32 within 3) but its own search costs 12% of the full one's
 * positions, its leaves' playouts not counted, for -11% in the search from its guess: net +1% (L = 20: -3%
 * before the playouts); a coarse search (this one, the card points and the last trick's values divided by 2, 4
 * or 8 in core_spec) 0.5, 2.1, 3.8 points off for 65%, 44%, 27% of the positions: with the gallop from it
 * +16.7% (/4), +2.9% (/8) in all. A first gallop step of 1 point (-35% on the exact value, -24% one below it)
 * and steps capped at 4-16 points (no better far off).
 * Measured for issue 15 item 4, fewer positions inside the search (2026-12-02, 04:31-05:00 UTC,
 * solver-prune; 30 coinche deals x 4 suit trumps + 10 contree deals x 6 modes, 15.33 M / 7.18 M
 * positions, values identical in every build; instructions of Core.value by callgrind on 10 + 4
 * deals, 2.601 G; every switch is in bench/solver_prune_switches.diff; bench/README.md,
 * "solver-prune"). Nothing kept: the tree is close to minimal for the questions asked. Counts
 * first: trick starts with 2 / 3 / 4 tricks left are visited 3.20 / 2.43 / 1.18 M times (all
 * questions) for 1.78 / 1.30 / 0.59 M distinct ones, but the table's bounds already answer the
 * repeats: 0.66 / 0.72 / 0.44 M go past the table and the bounds, of which only 22 / 67 / 88 k
 * had an entry (a re-search). The first card cuts at 97.5% of the leader's cut nodes and 99.2-99.7%
 * of the followers'. The searched trick starts with 3 and 4 tricks left lie far from the window
 * (median 18-21 points from it, 72-75% more than 10 points) while the table and start_bounds leave
 * 38-43 points open (medians): a bound within 10 points would answer three in four, but beyond the
 * masters and the top trumps a card's fate depends on what the rules force (following, ruffing,
 * discarding), which this file does not know. Left out: the exact value (full window, stored) at
 * every trick start with k tricks left: k = 2 +8.2% / +5.9% positions, 3 +45% / +36%, 4 +107% /
 * +90% (unlike "two tricks solved whole", these are stored and asked once); the same only where an
 * entry did not answer (a re-search): k = 3 +4.8% / +3.8%, 4 +28% / +22%, every k >= 3 +162% /
 * +56%; the window widened by 2, 5 or 10 points instead (k = 3: +1.5%, +4.8%, +11%; re-searches
 * with k >= 3: +41%, +79%, +124%); the table inside tricks too, now bounds only with the killer
 * card still first (the table's card first: +10%, second: -3.8%): every follower -4.7% / -4.8%
 * positions but +16.0% instructions (the probe at every follower, the stores, a larger table:
 * memset 47 M -> 182 M instructions), followers of tricks with 5 or more left -2.6% / -2.7% for
 * +5.3%, stored only when their search took 4 or 16 positions -3.6% / -3.6% and -2.0% / -1.4% for
 * +11.5% and +9.4%, the second hand only with 5, or 6, or more tricks left -2.2% / -2.1% for +0.2%
 * and -0.8% / -0.7% for +0.04%; the leader's table card
 * before its killer (from 5, 6 or 7 tricks left +2.0 to +4.7%, for one side only +0.7 to +2.3%);
 * the root's cards ordered by the values they returned to the earlier questions (+7.8% / +9.7%;
 * after the killer and the table's card +0.6% / +0.6%);
 * ordering keys: a follower's cheapest winner first +7.4% / +14%, its strongest winner first
 * (same), the minimiser's strongest winner first +4.3% / +1.7%, cheap cards by points then strength
 * (50 + 20 deals +0.2% / -0.4%), charged cards by points then strength (+0.1% / -0.2%), the
 * leader's richest masters first (+0.4% / +1.8%, the minimiser only -0.2% / +1.0%), its low cards
 * by points then strength (50 + 20 deals +0.4% / -0.2%). Seed 1000104 (six modes, 15.7 M positions,
 * sans atout 5.1 M, tout atout 4.5 M, spades 3.3 M) lost at most 3.5% to any of them; its costly
 * questions are failing low, near the value (sans atout ">= 107" for 106: 2.5 M) or far (">= 112":
 * 1.7 M), where every card of the maximising side must be refuted.
 * Measured for issue 15 item 4, the cost of a card inside a trick (2026-12-02, 04:30-05:10 UTC,
 * solver-follow; instructions inside Core.value by callgrind --toggle-collect, 10 coinche deals x 4
 * suit trumps + 4 contree deals x 6 modes, 6.98 M positions; positions and values identical at
 * every step; bench/README.md, "a card inside a trick"). Profile first (2.601 G, 373 a position):
 * lead 39% (its table, bounds and lead_moves inlined), follow 26% + the kernel walk 3.6%,
 * plain_follow 20% + 3.4%, finish_trick 3.3%; in plain_follow, the killer test 16 instructions a
 * call. Kept, 2.601 G -> 2.425 G (-6.8%, 347 a position): the Trick keeps the winning seat and
 * killer_slot's key (push sets them when the winner changes; `points` an int16 to stay 32 bytes),
 * closing_winner takes the mover's seat -1.4%; plain_follow's killer test by a shift of the legal
 * set (-1 reads bit 63, never set), the partner fact by a product -1.2%; follow tries the killer
 * card before building the other moves (when it is legal and the first of its class of equivalent
 * cards, the one follow_moves keeps, so the order is the same), the merge, the `held` test and the
 * keys then skipped when it cuts off -2.7%; follow reads once whether its card closes the trick
 * (the stores to the hands may alias the trick) -0.8% (each step's share of the 2.601 G). Simulated
 * branches (callgrind --branch-sim, 6 + 2 deals): mispredictions 13.15 M -> 12.12 M. Left out:
 * kw_hand_allowed returning the one subset the table names by a switch instead of filling seven
 * (-1.1% of the instructions, but its jump table mispredicted 55% of 2.45 M indirect jumps on 6 + 2
 * deals: 13.61 M mispredictions in all, more than the start); finish_trick inlined into follow and
 * plain_follow (+2.6%: more registers saved at every call); last_trick_led inlined (+0.1%); the
 * killer slot's pointer kept across follow's loop (+0.2%); the killer moved to moves[0] so that
 * next_move skips its scan (+0.2%); the seat count known at compile time (every `s->n` a 4 and
 * seat_at a mask in push, follow_legal and every search function, lead included, as a hack to bound
 * the gain: -1.5%, not worth a second copy of the hot functions); one legal card played in follow
 * before reading the killer (-0.5%, but gcc then warns `moves` may be read uninitialised: left for
 * a restructured loop); plain_follow reading the seat count and the trick's points once (+0.3%).
 * Measured for issue 15 item 4, the hottest functions, second pass (2026-12-02, 05:44-06:10 UTC,
 * solver-hot; instructions inside Core.value by callgrind --toggle-collect, 10 coinche deals x 4 suit
 * trumps + 4 contree deals x 6 modes, 6.97 M positions; positions and values identical at every step;
 * CPU by bench/solver_builds.py, 30 + 10 deals, best of 5-6 rounds alternating: within its noise,
 * +-15% between rounds at load 1.5; bench/README.md, "solver-hot"). Profile first (1,934 M, 277 a
 * position): follow 28% + the kernel walk 4.9%, plain_follow 24% + 5.5%, lead 15%, lead_cards 14%,
 * finish_trick 4.9%, last_trick_led 2.4%; no line above 2%. Kept, 1,934 M -> 1,836 M (-5.1%, 264 a
 * position): `follow` plays a position's one legal card directly and returns (no killer test, no
 * moves, no note_best; the killer still set at a cut-off, as note_best would) -2.6%, and
 * follow_moves' branch for one legal card, dead since, removed -0.1%; unlike
 * solver-follow's try (one legal card played before the killer was read, inside the same loop:
 * -0.5%), nothing of the loop runs. The leader's killer slots apart (`lead_killer`), the followers'
 * keys (led x 32 + the card winning) in 128 slots: the index by shifts, note_best given the slot
 * -2.2%. A root inside the last trick played out in `search` instead of a test at every `follow`
 * (below a root the last trick is led by `lead` or closed by plain_follow) -0.2%. Left out:
 * finish_trick's other side's trick as a tail call (-0.2% instructions, but CPU +33% coinche, +19%
 * contree against the build without it in one alternating run: lead's head inlined twice); 256
 * killer keys with the leader at key 0 (-2.1%, CPU +3% / +19% in one alternating run, twice the
 * array; the 128 slots kept save as much with a smaller one); plain_follow's one legal card played
 * directly, as in follow (+0.4%); plain followers for the last four tricks (+7% positions, +1.8%
 * instructions) or the last two only (-3.2% positions, +1.9% instructions: with three cards a hand,
 * follow's ordering saves fewer positions than it costs).
 * Measured for issue 15 item 4, the table's memory (2026-12-02, 05:44-06:10 UTC, solver-mem; perf
 * record with the software clock, no hardware counters; CPU by bench/solver_case_best.py, each
 * solve's best of 3-5 rounds, builds alternating case by case, two copies of the start to show the
 * noise: 1-4%; values identical in every build; bench/README.md, "solver-mem"; the patch tried is
 * bench/solver_mem_tried.diff). Profile first: the load of the first probe's `live` in tt_find
 * (inlined in lead) takes 48% of lead's samples on 20 coinche x 4 suits + 6 contree x 6 modes (9% of
 * the process's samples, ~14% of the solver's), 56% on seed 1000104's six modes (19% of all): a
 * cache miss per searched trick start. Allocation is small: memset 1.0%, page faults 0.4-1.1%.
 * Tables reached (126 solves, 21 deals x 6 modes): 2^16 113, 2^17 8, 2^18 3, 2^19 1, 2^20 1 (seed
 * 1000104 sans atout 2^19, tout atout 2^20). Left out, nothing measurable: the table in 2 MiB-aligned
 * mappings with madvise(MADV_HUGEPAGE) (the faults did get huge pages: thp_fault_alloc, AnonHugePages)
 * and one spare table kept between Cores and doublings (zeroed by memset instead of a fresh
 * mapping): the probe's share of lead stays 53% against 56% (so the miss is the cache's, not the
 * TLB's), the kernel's clear_page 2.75% of the samples appears on the large tables; CPU 20 + 6
 * deals +1.5% / +2.8% (the start's copy -1.6% / +3.0%), seed 1000104 -5.0%, -1.0% (8 rounds), +4.7%
 * (the copy -2.0%, +3.4%, +3.2%): within the noise; prefetching, at the last seat of a trick, the
 * next trick start's slot for every legal card at once (unlike the prefetch when a trick closes, the
 * siblings' misses would overlap with the first card's subtree): +3.4% coinche, +1.3% contree, +4.6%
 * (another run -0.1%) on seed 1000104 (the keys of every card cost more than the overlap saves:
 * 97-99% of cut nodes cut at the first card); the same only for the cards left after a card that
 * did not cut off: -4.0% and +1.0% (the spare table alone -13% and +2.2% in the same runs: noise).
 * Kept: 12-byte entries, the bounds in 16 bits (Entry, TT_HIGHEST: a bound beyond is stored weaker,
 * the values stay exact; the schema's bonuses of at most 10000 always fit): a quarter less memory
 * for the same slots, the same positions and values. CPU against the start and its copy, seed
 * 1000104's six modes: -12.0% / -7.8%, +1.8% / +6.1%; with seeds 1000005 and 1000010 too: -3.4% /
 * -4.2%, -6.6% / -9.9% (the first build, without reading 32767 back as no bound, -0.5% / -4.0% in
 * that run); 20 coinche x 4 + 6 contree x 6, where the table mostly stays at 2^16 slots: +1.4% /
 * -0.2% and -4.3% / -1.7%: a few per cent where the tables outgrow L2, none measurable elsewhere.
 * Merged (2026-12-02, 05:10-06:10 UTC): the six branches of the morning (solver-lead, solver-follow,
 * solver-hot, solver-mem; solver-driver's gallop from a guess; solver-prune's measurements) and, at
 * the merge: the table starting at 2^16 slots instead of 2^10 (growing rehashed every entry at each
 * doubling: -4.1% instructions inside Core.value), lead_cards trying the leader's killer card before
 * building the other moves, as follow does (same order: -4.3%). Instructions inside Core.value on 10
 * coinche deals x 4 suit trumps + 4 contree deals x 6 modes: 2.601 G -> 1.847 G (-29.0%), values
 * identical; bench_solver.py --deals 1000, alternating with the start: four suit trumps median
 * 20.0-22.8 ms (start 28.7-29.5), every mode median 34.5-38.8 ms, max 773-900 ms (start 1.12-1.16 s);
 * bench/README.md, "Every solver branch of 2026-12-02 merged".
 * Measured for issue 15 item 4, bounds from what the legal table forces (2026-12-02, 07:15-07:45 UTC,
 * solver-forced; positions on 30 coinche deals x 4 suit trumps + 10 contree deals x 6 modes, base
 * 15.31 M / 7.17 M, and 50 + 20, base 27.82 M / 16.06 M; instructions of Core.value by callgrind on
 * 10 + 4 deals, base 1.855 G; values identical in every build, tests/solver/test_solvecore.py and
 * tests/test_solver*.py green on the last; the patch is bench/solver_forced_tried.diff; bench/README.md,
 * "solver-forced"). Nothing kept. Tried: facts read off the kernel's table in Core_init, sound over
 * every situation of the mode (`forcing`: the cards whose lead makes every follower holding their
 * suit play it, when the table names FOLLOWING, or FOLLOWING_HIGHER with can_overtake, wherever the
 * suit is held, by trump led or not, every mode: sans atout and tout atout too), and from them, in
 * start_bounds: the followers' forced cards on the leader's master tricks (of each hand, the
 * min(masters of the suit, cards held) cheapest of the suit, less those already counted as the
 * side's top trumps) -1.3% / -4.2% positions; the leader's masters once following is forced (a card
 * above every other hand's card of its suit is led safely while each hand that could ruff it still
 * holds the suit: led suit by suit, strongest first, the j-th lead needs j cards of the suit, less
 * the earlier leads the hand may have discarded on) -4.3% / -5.4% in all, but +18% instructions
 * computed at every trick start. Then only where the old bounds leave the window open (alpha and
 * beta given to start_bounds), noinline (`forced_gain`), skipped when every card of those suits
 * would not reach the window, from 3 tricks left: -4.3% / -4.7% positions (50 + 20: -4.3% / -4.6%),
 * +2.0% instructions (every trick start +2.9%; from 4 tricks left +1.2% for -5.4% / -2.0% on 10 + 4
 * deals; from 5 +1.6%: start_bounds' window test and the larger `lead`, which gcc no longer splits,
 * cost ~30 M before forced_gain runs at all); CPU by bench/solver_case_best.py (20 + 6 deals, 5
 * rounds, against the start and its copy) coinche -2.1% / +0.8%, contree +1.5% / +3.2%, seed 1000104
 * +1.3% / +4.8%: nothing measurable. Why: of the trick starts the table and the old bounds leave
 * open, the new bounds answer only 7-9% (coinche: 2 / 3 / 4 / 5 tricks left 8.0 / 8.6 / 7.1 / 7.6%;
 * contree 9.5 / 11.4 / 8.3 / 8.7%), mostly cheap ones (about 5 positions saved each), and the cost
 * falls on the others; the forced cards are mostly 7s, 8s, 9s and queens (0-3 points), far from the
 * 18-21 points that separate a searched trick start from the window.
 * Measured for issue 15 item 4, what a solve costs outside the search (2026-12-02, 07:15-08:30 UTC,
 * solver-build; bench/solver_overhead.py: Solver(...), value() and the free of each solve timed apart
 * by process_time, builds alternating case by case, best of 3 rounds, 100 coinche deals x 4 suit
 * trumps; instructions by callgrind over 1000 builds minus start-up; values and positions identical;
 * bench/README.md, "solver-build"). Profile first: building and freeing a Solver took 151 us of CPU per
 * solve after a search (3.8% of a deal; 65 us in a loop of builds alone: the search leaves the caches
 * cold), 1.29 M instructions, of which 0.83 M the zeroing of the 768 KiB table (calloc; valgrind counts
 * rep stosb byte by byte) and 0.45 M the rest (the PlayTable's kernel and partners, core_spec, Core_init
 * reading the spec and building beaten, reach_at, suit_points); value()'s own set-up (_state, read_position)
 * 5.7 us, nothing per question outside mtd. Kept: the rule tables built once per process per rules, trump
 * and side (refscore/solver/core.py `prepared`, rules.py `play_rules`) with a configured Core without a
 * table (`table=False`), of which each Solver gets a copy (`fresh`: the configuration copied, start_state
 * sets the state: a new empty table, no killer, no owner): 1.29 M -> 1.00 M instructions, the rest
 * 454 k -> 139 k; CPU per solve 151 / 127 -> 50 / 51 us in two runs (90 / 93 us with the caches but
 * Core(**spec) each time), per deal 600 / 540 -> 210 / 217 us of ~15.8 ms. Left out: one spare table kept between Cores (Core_dealloc keeps a table of
 * the first size, start_state zeroes it instead of calloc): glibc already hands the last freed 768 KiB back
 * (no page fault in a build: ru_minflt median 0), the zeroing stays, and the build went 47 -> 60 us in one
 * alternating run (the spare is older, colder memory than malloc's last free); zeroed in Core_dealloc instead,
 * while still in the caches: the cost moves from build to free (46 -> 27 us, 6 -> 22 us; build + free 55 -> 51,
 * then 56 -> 81 us in the next pair of processes). What is left of a build is
 * that zeroing (~40 us in context: a first table of 2^10 slots built in 52 us against 94 us) and ~10 us of
 * Python; a first table of 2^15 or 2^14 slots saved 24 / 21 us of build for +0.02% / +0.05% positions and a
 * value() within the noise: the table's policy, left to its owner.
 * Measured for issue 15 item 4, the table's cache misses (2026-12-02, 07:15-08:15 UTC, solver-cache; CPU
 * by bench/solver_case_best.py, each solve's best of 3-6 rounds, builds alternating case by case, a copy
 * of the start showing the noise: 0.1-1.9% coinche, 0.1-5.9% contree, 0.1-3.7% on the seeds; positions and
 * value checksums by bench/solver_builds.py, 50 + 20 deals; caches simulated by callgrind --cache-sim=yes
 * --D1=49152,12,64 --LL=2097152,16,64 inside Core.value, 10 + 4 deals; values identical in every build;
 * bench/README.md, "solver-cache"). Simulation first: 1.55 M first-level misses, 1.42 M of them in lead
 * (the probe), but only 19 k misses of a 2 MiB L2 (the deals whose table outgrows it): alone on a core,
 * the probe is an L1 miss that L2 answers; what perf sees on the shared machine is the L2 shared with
 * other processes and the large tables. Kept: two tables (tt_find): the trick starts with at most 3 tricks
 * left in `tt_small` (2^15 entries, 384 KiB inside the Core, buckets of two slots, a new key first, the
 * oldest dropped), the others in `tt`, which keeps a third of its entries (seed 1000104's six modes: 2^18
 * slots at most instead of 2^20; 20 coinche x 4 + 6 contree x 6: every solve at 2^16, 5 were at 2^17).
 * Positions +1.4% coinche, +1.1% contree (50 + 20 deals; the worst solve seen, seed 1000708 diamonds,
 * +29%), instructions +1.1% (1.853 G -> 1.874 G), simulated L2 misses 18.9 k -> 33. CPU against the mean
 * of the start and its copy, six runs: seeds 1000104, 1000005, 1000010 x 6 modes -14.5%, -17.8%, -15.2%
 * (with 1000708 too: -12.5%, -16.6%, -14.0%); 20 coinche x 4 + 6 contree x 6: coinche +0.3%, -3.7%, -2.1%,
 * -4.8%, -2.9%, -2.3%, contree -4.4%, -5.9%, -3.6%, -5.2%, -3.4%, -2.2%; bench_solver.py --deals 1000
 * --modes suits, alternating (load 3.6-4.4): four suit trumps median 24.6, 22.8 -> 22.5, 18.6 ms, p95
 * 87.3, 79.7 -> 74.7, 65.4 ms. Left out (CPU from the same runs): direct-mapped small tables, 2^11-2^14
 * entries for 2, 3 or 4 tricks left: positions +1.0% (2^14, 2 tricks) to +47% (2^11, 4 tricks), 2^14 with
 * 3 tricks +5.1% / +4.1% and seeds -9% to -13%, 2^13 with 2 tricks (96 KiB) seeds -3% to -10%: it leaves
 * the L1 misses as they were (1.42 M -> 1.36 M in lead, simulated), which only an L1-sized table would
 * remove, losing +2.7% (2^12, 2 tricks) to +4.1% (2^11) positions; two-way tables of 2^14 entries (3
 * tricks: +3.0% / +2.1% positions, seeds -9% to -14%), 2^15 with 2 or 4 tricks (seeds -3.4%, -13%), 2^16
 * with 3 or 4 (seeds -11%); the two-way bucket keeping the entry with more cards left instead of the newer
 * (-0.07% positions); five entries on one 64-byte line (aligned, a new key first, the oldest out, the scan
 * stopping at an empty slot; unlike solver-lead's 4-entry buckets, for the small table only and with
 * 12-byte entries): 2^13 buckets (512 KiB) +0.4% / +0.2% positions, but against the start ordinary deals
 * +4% / +6.5% and seeds -1.6% (two-way: -4.8%, -5.2%, -12.5% in that run), 2^12 buckets +1.7% / +1.1%, +7%
 * / +6%, -8%: the scan and the shift cost more than the positions saved; `tt` starting at 2^11-2^15 slots
 * with the small table (it then reaches 2^13-2^15 on ordinary deals): 2^13 against 2^16 in three runs
 * coinche -1.9%, -2.4%, -0.9%, contree -5.2%, -2.8%, 0.0%, seeds +1.2%, -0.7%, +0.3%, instructions +0.4%
 * (the doublings), the others no better: within the noise; at 2^14, 2^15 without the small table +0.07%,
 * +0.03% positions, CPU within the noise: TT_START_BITS stays 16. Also left out: tt_small growing, up to
 * 2^17 entries, once it has taken as many new keys as it has slots (each bucket's two entries rehashed
 * into one of two): seeds 1000104, 1000708, 1000656 x 6 modes 31.59 M -> 29.90 M positions (the start
 * 28.43 M), the 50 + 20 deals -0.2%, but CPU on those seeds and 1000005, 1000010 -10.6% against -11.9%
 * without it, the ordinary deals as without it: the larger table costs the cache what the positions save.
 * bench_solver.py --deals 1000 (every mode, 08:00-08:03, load 3.2-4.5): start / two tables, four suit
 * trumps median 18.1 / 17.7 ms, p95 67.7 / 60.5 ms, max 228.5 / 282.8 ms; every mode median 30.2 / 29.7
 * ms, p95 110.6 / 93.7 ms, max 634.7 / 697.6 ms (seed 1000104 sans atout 5.14 M -> 5.82 M positions), none
 * over 1 s. search.py's table is its own (a dict): not changed.
 * Measured for issue 15 item 4, the cost of a position inside a trick (2026-12-02, 07:15-08:10 UTC,
 * solver-flat; instructions inside Core.value by callgrind --toggle-collect, 10 coinche deals x 4 suit
 * trumps + 4 contree deals x 6 modes, 6.97 M positions; CPU by bench/solver_case_best.py, 20 + 6
 * deals, each solve's best of 5 rounds, two copies of the start to show the noise; positions and
 * values identical at every step; bench/README.md, "solver-flat"). Profile first (1,854.5 M, 266 a
 * position): follow 26% + the kernel walk 5%, plain_follow 25% + 6%, lead 16%, lead_cards 15%,
 * finish_trick 5%, last_trick_led 2.5%; 2.10 M follow calls (41% with one legal card), 2.57 M
 * plain_follow (1.03 M in the last trick but one, 1.54 M in the one before), 2.29 M finish_trick:
 * ~270 and ~240 instructions a follower, spread over the call, the 32-byte Trick copied (its `cards`
 * array keeps it in memory), s->left and the hands moved, the kernel walk. Kept, 1,854.5 M ->
 * 1,667.3 M (-10.1%): with four seats a trick's three followers are ONE function (flat_follow after
 * any lead, flat_three and flat_two in the last tricks but two and one): each seat's search written
 * once as an always_inline body (flat_follower: follower's ordering; flat_plain: plain_follower's)
 * whose next step is a constant function pointer (FlatNext) that gcc inlines; the trick a Flat of
 * scalars; s->left set once a trick; close_trick (finish_trick's work) inlined at the flat closes;
 * the last trick played out in flat_close_last. The same searches as follower and plain_follower
 * (which stay for two and three seats and for roots with two or three cards on the table), the same
 * killer slots read and set, hence the same positions. In steps: flat_two -2.4%, flat_three -3.5%,
 * flat_follow -3.3%, one section with close_trick inlined and the hands moved in place -1.3% (each
 * against the step before).
 * Unlike "the two tricks solved whole" (+27% CPU: a full window, before the table and the bounds,
 * more positions) nothing changes in what is searched: lead keeps its table and bounds, the window
 * stays the null window of the question. CPU: -9.6% coinche, -9.2% contree (20 + 6 deals, the
 * start's two copies within 0.5%); bench/solver_builds.py, 50 + 20 deals, 4 rounds: coinche 0.97 /
 * 1.01 s (the start, two copies) -> 0.90 s, contree 0.57 / 0.58 -> 0.51 s. Simulated mispredictions
 * (callgrind --branch-sim) 15.1 M -> 12.4 M. Left out: kw_hand_situation's fact bits without branches
 * ((mask | -mask) >> 31: the simulation put 1.2 M mispredictions there) +3.0% instructions, CPU +2.6%
 * / +2.8% (the machine predicts better than the simulation); flat_two's third seat as a function of
 * its own +1.2%; plain_follow and follow as functions of their own (dispatching to the flat searches)
 * instead of inlined in lead_cards +0.3%.
 * Measured for issue 15 item 4, the leader's card choice (2026-12-02, 07:58-08:50 UTC, solver-lead2;
 * instructions inside Core.value by callgrind --toggle-collect, 10 coinche deals x 4 suit trumps + 4
 * contree deals x 6 modes, 6.97 M positions; positions and values identical in every build; CPU by
 * bench/solver_builds.py, 50 + 20 deals, best of 4 rounds alternating with the start and a copy of
 * it; bench/README.md, "solver-lead2"). Profile (callgrind --dump-instr, with the step kept below,
 * 1,813 M): lead_cards 237 M for 635.7 k calls (373 instructions a call, 1.77 cards tried a call), of
 * which the cards' loop 95 a call, the table's store and the return 49, the entry 36 (the Start
 * read and spilled, `plain`), lead_moves 55 M (267 k calls: the killer did not cut or could not be
 * led in 42% of the calls), next_move 18 M; the table's card is there (an entry's best) in 5.2% of
 * the calls only. Kept: the trick after its first card read from a table of 32 built once
 * (`open_tricks`, `opened`; push on an empty trick only reads the spec) with the leader and the
 * winner set, instead of push at every card led: 1,855 M -> 1,813 M (-2.2%); CPU coinche 0.96 s
 * (the start's copy 0.94) -> 0.87, contree 0.53 (0.54) -> 0.51, another run 0.89 (0.89) -> 0.85 and
 * 0.50 (0.50) -> 0.48; bench_solver.py --deals 1000 --modes suits, 4 runs each alternating, four suit
 * trumps median 15.2-17.1 ms -> 14.4-16.7 ms (load 1.2-2.0). Left out: `plain` from a mask of
 * the numbers of cards left (-0.07%); lead_moves by suit, each suit's part of the key (the other
 * side void, a partner's ruff, an opponent's) read once per suit instead of per card (+0.2%: more
 * set-up than the tests it saves, with about five cards a lead); the suits an opponent holding trumps
 * is void in by folding each suit's byte instead of a loop over the suits (-0.01%: gcc already had
 * it cheap); same_card's suit and points from one mask per card (the weaker cards of its suit worth
 * its points) instead of two tests (-0.17%, follow's killer test included: not worth a table); the
 * table's card tried before lead_moves when the killer does not cut, as the killer is (not built:
 * an entry's card is there in one call in twenty).
 * Measured for issue 15 item 4, the leader of the last tricks the flat way (2026-12-02, 08:28-09:00
 * UTC, solver-endlead; instructions inside Core.value by callgrind --toggle-collect, 10 coinche deals
 * x 4 suit trumps + 4 contree deals x 6 modes, 7.01 M positions, 1,631.3 M at the start f08f181; CPU
 * by bench/solver_builds.py, 50 + 20 deals, best of 4 rounds, two runs, the start and a copy of it;
 * values identical in every build; bench/README.md, "solver-endlead"). Built and measured, all left
 * out: a trick start with two tricks left (four seats, two cards a hand) searched as plain_follower
 * searches (the leader's killer first, then its cards in bit order, the killer set at a cut-off), the
 * leader's loop and flat_two's body ONE function (flat_lead_two; with flat=False the same loop over
 * plain_follower: tests/solver/test_solvecore.py, the four-seat test included, passes with (4)). (1) Without the table
 * or start_bounds there: positions +38.6% / +44.9% (coinche / contree, 10 + 4 deals), instructions
 * +33.7%: an added position costs ~188 instructions against ~233 on average (the header's "+80%
 * positions, slower" was at ~400 a position): cheaper, but the table still answers far more than it
 * costs. (2) The table probed and start_bounds read in `lead` as now, then the flat routine, its
 * result stored: positions +0.5% / +0.0% (bit order instead of lead_moves'), instructions -0.83%
 * (lead_cards -83 M, the flat routine +9 M over flat_two, `lead` +18 M with the store inlined); (3)
 * the same from inside lead_cards (lead unchanged) -0.59%; (4) as (3) with three tricks left too
 * (flat_three's body): positions +3.9% / +3.0%, -1.04%; (5) as (3) without start_bounds at two tricks
 * left: positions +1.2% / +2.3%, -0.24%. CPU (50 + 20 deals, two runs; the start and its copy: coinche
 * 0.81 / 0.78 s then 0.74 / 0.77 s, contree 0.43 / 0.43 s then 0.45 / 0.44 s): (2) coinche 0.84, 0.79,
 * contree 0.42, 0.43; (3) 0.79, 0.81 and 0.44, 0.42; (4) 0.77, 0.84 and 0.43, 0.46: within the noise.
 * Why so little: the leader's loop with two tricks left was 83 M of lead_cards' 248 M, and it moves
 * into the flat routine (flat_two's 178 M -> 187 M) rather than vanishing; the trick start's own work
 * (probe, bounds, store) stays, and what goes is a call and the Flat built from the opened trick.
 * Measured for issue 15 item 4, the tables' memory between solves: the median deal's fixed costs
 * (2026-12-02, 10:18-10:45 UTC, solver-median; the median sample, bench/solver_middle.py: the coinche
 * deals of bench_solver.py's corpus nearest the median of the four suits' positions, 466 k, ~116 k a
 * solve; CPU by bench/solver_case_best.py --middle (builds alternating case by case, a copy showing the
 * noise) and solver_middle.py --run (one build a process, bench_solver.py's shape, processes
 * alternating); page faults and system time by getrusage; perf record -e cpu-clock; values identical
 * in every build; bench/README.md, "solver-median"). Profile of the pool build on 100 median deals x 4
 * suits: the search 90.1% (flat_follow 26.8%, lead 22.0%, flat_three 14.9%, lead_cards 14.3%,
 * flat_two 12.0%), libpython 7.2% (the process's start-up included), memset 1.37%, kernel 0.8%. A
 * solve's build 42.5 us and free 6.2 us against 2.72 ms of value() (solver_overhead.py, 40 deals): in
 * a loop, Solver(...) 23.6 us, of which the core (fresh: the tables zeroed, the killers reset) 12.1
 * us, PlayTable 3.4, prepared 3.5, the rest ~4 us of Python: nothing near the 15% asked. The pool
 * (table_take, table_give, b716375): in a process where glibc maps the tables afresh
 * (/work/s24/middle.py, 300 median deals x 4 suits) 300.6 k -> 8.2 k minor faults, system time 0.65 /
 * 0.58 -> 0.05 / 0.03 s; in bench_solver.py's process glibc already reused the memory (minor faults
 * 10.3 k -> 9.6 k in all, system 0.07 s both) and the four suits' median moved within the noise
 * (17.8, 19.3 ms start; 19.0, 19.0 ms pool). Kept: the pool as it was; TT_START_BITS 16 -> 13 (a
 * median solve stores 2.3 k entries in `tt`, 0.8-4.9 k from the 10th to the 90th percentile: the last
 * three tricks' starts are in tt_small): the zeroing 1,152 -> 480 KiB a solve, memset 1.37% -> 0.64%
 * of the samples (instructions by callgrind, 10 median deals: Core.value 1,077.4 M -> 1,080.0 M, the
 * doublings; fresh and the free 50.3 M -> 22.7 M, rep stosb counted by the byte); positions +0.02%
 * (median sample, 100 deals), +0.009% / +0.011% (50 + 20 deals); CPU within the noise (case_best
 * --middle 60: +0.8%, -0.1% against the mean of the pool build and its copy, 0.4-0.5% apart; seeds
 * 1000104, 1000005, 1000010 x 6 modes 0.622 s against 0.645 / 0.620). Left out:
 * epochs instead of the zeroing (bench/solver_epoch_tried.diff: the table's epoch in bits 12-26 of
 * `tag`, tag_of's trick-start keys being 10 bits; a slot of another epoch is empty; a table from the
 * pool moves to its next epoch, zeroed once in 32767): the same positions, but CPU +16% / +15% on the
 * median sample against the pool (case_best --middle 60, two runs: 0.976 / 0.899 s against 0.843 /
 * 0.783 s, the start 0.816 / 0.763 s; a third run, the same build with the memset put back: 0.774 s,
 * the pool 0.783, epochs 0.906)
 * and +10% to +26% in bench_solver.py's shape (solver_middle.py --run, two series): the memset is
 * what brings the table into the caches (a streaming write), and without it each line the search
 * touches first is a miss to L3; for the same reason zeroing only the slots a solve touched would
 * lose as much. TT_START_BITS 12 (+0.06% positions, CPU as 13); TT_SMALL_BITS 14 (192 KiB, zeroing
 * -192 KiB): positions +1.0%, CPU within the noise. Last run (case_best --middle 60, twice): start
 * 0.862 / 0.963 s, its copy 0.857 / 0.972, pool 0.881 / 0.976, TT_START_BITS 13 0.869 / 0.967.
 * Measured for issue 15 item 4, enhanced transposition cut-offs inside a trick (2026-12-02, 10:20-10:45 UTC,
 * solver-etc; positions on 30 coinche deals x 4 suit trumps + 10 contree deals x 6 modes, base 15.49 M / 7.22 M,
 * and 50 + 20; instructions inside Core.value by callgrind --toggle-collect, 10 + 4 deals, base 1,631.5 M; CPU by
 * bench/solver_case_best.py, each solve's best of 3-4 rounds, builds alternating, a copy of the start for the
 * noise, on 50 + 20 deals and on the 40 coinche deals nearest the median (solver-median's --middle); values
 * identical in every build; the patch with its switches is bench/solver_etc_tried.diff; bench/README.md,
 * "solver-etc"). Nothing kept. Unlike the ETC of the header's first paragraph (a position then cost ~410
 * instructions, one large table), measured again at ~233 a position with tt_small, the flat followers and the
 * killer cards: at a trick's closing seat, before its cards are searched, each legal card's winner and points
 * are known, so the next trick start's entry is read (tt_find, tag_of; the probe noinline and flattened: inlined,
 * gcc took tt_find out of line in `lead`, +1.6% more) and a bound that decides the window with the trick's points
 * added is the fail-soft value. Every card before the killer, flat_follow's fourth seat (3+ tricks after):
 * positions -6.0% / -6.5% (50 + 20: -6.0% / -6.9%; median deals -6.6%), instructions +2.1%, CPU +2.1% / +4.0%
 * (median deals +2.5%; the start's copy +1.8% / -1.5%, -2.6%). Why: of 1.76 M probing calls (30 + 10 deals) 586 k
 * cut, 531 k of them (91%) with the killer card itself, whose entry `lead` reads one call later anyway (a position
 * counted, hardly any work saved); only 39 k cut with another card while the killer was legal and 16 k where none
 * was, ~16 positions saved each, against ~140 instructions a call (~55 a card probed). Variants, positions
 * (coinche / contree) and instructions: 4+ tricks after only (the large table) -2.3% / -3.6%, +1.1% (CPU +1.8% /
 * +3.0%, median deals +0.6%); 5+ -0.6% / -1.6%, +0.3%; the maximising closer only -3.3% / -3.9%, +1.8%; the
 * minimising only -2.6% / -2.6%, +2.0%; only after the first card did not cut -0.1% / -0.3%, +2.5% (those are
 * mostly positions where no card reaches the target, where no entry can cut); the killer's entry first, the
 * others only when it has none -5.5% / -6.1%, +3.0%, or always -6.1% / -6.6%, +3.4%; flat_three's fourth seat (the
 * next trick start in tt_small, two tricks left) -2.7% / -2.1%, +2.7%, with flat_follow's -8.8% / -8.5%, +4.8%
 * (CPU +7.1% / +6.4%); only where the killer is absent or illegal -0.4% / -1.0%, +1.0%; the third seat's cards
 * after which the fourth has one legal card (the kernel walk per card) -2.3% / -1.9%, +7.8% (4+ tricks after:
 * -1.2% / -0.9%, +3.5%). Not built: the closing seat's cards ordered by their next trick start's stored
 * bound where the killer is absent: of 1.79 M closing positions with several legal cards (30 + 10 deals) the
 * killer is absent or illegal in 356 k, where the first card fails in 90% (321 k), nearly all positions where no
 * card reaches the target (no order helps there), and an entry would have cut in 16 k of them: the probes would
 * cost what ETC's did for less.
 * Measured for issue 15 item 4, branch mispredictions inside a trick (2026-12-02, 11:00-11:20 UTC,
 * solver-bfollow; simulated branches by callgrind --branch-sim=yes --toggle-collect=Core_value on the 10 median
 * deals x 4 suit trumps (bench/solver_middle.py, 4.67 M positions; the start 1,080.0 M instructions, 91.7 M
 * conditional branches, 8.70 M mispredicted); CPU by bench/solver_case_best.py --middle 60 --contree 0
 * --rounds 5 against the start and a copy of it (1% apart), builds alternating case by case; positions and
 * values identical in every build; the patches are bench/solver_bfollow_tried.diff; bench/README.md,
 * "solver-bfollow"). Nothing kept. By source line over every inlined copy (callgrind_annotate --sort=Bcm
 * --auto=yes), the simulation's largest: take_value's `value <= *best` 7.1% and `value >= *best` 4.6% of the
 * mispredictions, kw_hand_situation's fact bits 6.0% + 3.8%, next_move's scan 5.7% + 2.8%, flat_plain's `if
 * (!legal) break` 4.4%, same_card 3.9%, flat_push's winner 3.3%, suit led 2.3% and trump 2.1% tests. Tried
 * (instructions, mispredictions, CPU against the start / its copy): (1) take_value without a branch but the
 * cut-off's (x ^ -1 reverses the order for the minimiser, then conditional moves): +7.4%, -9.4%, +2.4% / +3.4%;
 * (2) flat_push's trump fact or-ed in and the top trump's strength kept (no test of -1): +0.5%, -0.9%, -0.6% /
 * +0.2%; (3) flat_push's winner and top of the suit led by masks: +6.1%, -3.6%, +3.3% / +3.8%; (4) flat_follower
 * setting the killer at its cut-off itself (note_best's work; no window kept): -0.85%, +0.5%, +1.0% / +1.8% and
 * in a second run +1.4% / +0.9%; (5) flat_follower's two killer tests merged (bit 63 of the legal set, as
 * flat_plain): +0.15%, -1.4%, -1.1% / -0.7% then +0.7% / +1.2%; (4) and (5) on 30 coinche x 4 + 10 contree x 6
 * deals (4 rounds; the start and its copy 0.457 / 0.467 s and 0.224 / 0.217 s): 0.461 and 0.462 s, 0.215 and
 * 0.215 s. Why nothing pays: gcc's branchless forms cost more instructions than the mispredictions they remove
 * are worth (the clock measured at 2.9 GHz by a chain of imul: the 10 median deals' 0.139 s of CPU are ~400 M
 * cycles for 1,080 M instructions in Core.value alone, 2.7 or more a cycle; (1) removed 0.82 M simulated
 * mispredictions, ~14 M cycles at 17 each, and added 79 M instructions, ~26 M cycles: +3% expected, +2.4-3.4%
 * measured); the steps that only remove instructions or tests (4, 5) are below the 1-2% the noise leaves.
 * Measured for issue 15 item 4, branch mispredictions at the trick starts (2026-12-02, 10:59-11:30 UTC,
 * solver-blead; simulated branches and instructions inside Core.value by callgrind --branch-sim on the 10
 * median deals x 4 suit trumps (bench/solver_middle.py), base 1,080.0 M instructions, 91.68 M conditional
 * branches, 8.70 M mispredicted; CPU by bench/solver_case_best.py --middle 60 --contree 0, each solve's best
 * of 5-6 rounds, builds alternating case by case, the start and a copy of it (0.1-2.3% apart); positions
 * and value checksums equal in every build (solver_builds.py, 30 + 10 deals); every build's diff is
 * bench/solver_blead_tried.diff; bench/README.md, "solver-blead"). Nothing kept: every form with fewer
 * simulated mispredictions cost more CPU. CPU against the mean of the start and its copy (simulated
 * mispredictions, instructions): same_card's four tests by `&` (it is follow_moves' too), lead_cards'
 * killer test by masks in one branch and lead_moves' per-suit key part (+2000 / -1000 / +1000) from bit
 * masks of the suits (suits_of) instead of three tests a card: +5.5%, +5.8% (-6.2%, +7.2%); the same
 * without same_card +2.3% (-2.4%, +3.9%), so same_card by `&` alone ~+3.4% (the `&&` exits at the first
 * test for most pairs; -4.0% mispredictions for +3.2% instructions); both_top_trumps without a branch on
 * who holds the highest trump, `plain` by one unsigned test, lead's two window tests (after the table,
 * after start_bounds) each merged into one branch: +2.3% (-3.9%, +2.3%); all of these but same_card, with
 * lead_moves' master key by arithmetic: +5.6% (-7.7%, +6.7%); __builtin_expect on lead's rare paths (no
 * hand, the last trick), start_bounds' all-masters case and tt_store's growth: +1.0%; start_bounds computed
 * before the table's entry is read (to overlap the probe's miss): +4.5% (two trick starts in three are
 * answered by the table: the bounds' work is wasted there); the key (live, tag) compared as one 8-byte
 * word in tt_find: +0.4%, +1.2%; `lead` split after the probe (lead_open, noinline, reached by a tail
 * call: 4 registers saved instead of 6 and a frame on the answered path): +0.2%, +2.3% (-1.2%, +0.6%);
 * both: +2.7%. Why: the machine predicts these branches better than callgrind's model (as solver-flat
 * found for kw_hand_situation), so a branchless form pays its extra instructions and saves little; perf
 * (cpu-clock, 60 median deals) puts 37% of lead's samples on the probe's loads (tt_small's first and
 * second entries, the large table's `live`) and lead_cards' samples nowhere above 2.3%. Not built:
 * tt_small's buckets padded to 32 bytes on a 64-byte-aligned table (with 12-byte entries, 2 buckets in 8
 * cross a cache line: a second line for the second entry or the first's bounds; same slots and
 * positions, 128 KiB more to zero; it changes start_state's allocation, not this branch's).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_kernel_walk.h"

#define MAX_SEATS 4
#define INF (1 << 28)
#define NO_TRICK (-1)
#define MIXED (-2)
#define PROBES 8
#define TT_MIN_BITS 10
#define TT_START_BITS 13 /* 96 KiB: a median deal's solve stores ~2.3 k entries there; see start_state */
#define TT_DEFAULT_MAX_BITS 20
#define TT_SMALL_BITS 15   /* tt_small: 2^15 entries of 12 bytes (384 KiB), in buckets of two */
#define TT_SMALL_SIZE ((size_t)1 << TT_SMALL_BITS)
#define TT_SMALL_TRICKS 3  /* trick starts with at most this many tricks left: tt_small (see tt_find) */
#define MAX_POINTS 1000   /* per card: 32 cards and a bonus stay far below INF */
#define MAX_BONUS 1000000 /* dix de der, capot, générale */

typedef struct {
    uint32_t live; /* the cards in the hands (0: an empty slot); with `owner`, the hands themselves */
    uint32_t tag;  /* the rest of the key (tag_of, 27 bits), the best card in the top 5 (TAG_BEST) */
    int16_t low, high; /* tt_bound: 12 bytes an entry, not 16 (a quarter less memory to miss) */
} Entry;
/* Bounds are stored in 16 bits (tt_store): a lower bound above TT_HIGHEST is stored as TT_HIGHEST
 * (a smaller lower bound is still one) and an upper bound from TT_HIGHEST up as TT_HIGHEST, which
 * lead reads back as no bound at all. Every value of the shipped variants fits (162 card points and
 * a last-trick bonus of at most 350), so nothing is lost there; points or bonuses beyond (up to
 * MAX_POINTS and MAX_BONUS) only weaken the bounds above 32766: the values stay exact. */
#define TT_HIGHEST INT16_MAX
#define TAG_KEY ((1u << 27) - 1)
#define TAG_BEST 27
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
    int flat_four; /* four seats: a trick's followers by flat_follow, flat_two, flat_three (solver-flat);
                    * 0 only with Core(flat=False), for the tests that check they search what follower
                    * and plain_follower search (tests/solver/test_solvecore.py) */
    int maximises[MAX_SEATS];
    int partner[MAX_SEATS][MAX_SEATS];
    int unit_of[MAX_SEATS];
    int flat_der, der_value, der_capot, der_generale;
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
    /* solver-lead: sure_cards, der_reach and the sides' masks read from tables built in Core_init */
    uint32_t beaten[4][256]; /* cards a suit's byte of the others' cards beats or ties when their suit is led */
    uint32_t leads_ok;       /* cards whose key, led, is above -1 (a master needs it) */
    int reach_at[256];       /* der_reach by the sweep flags */
    uint32_t side_of[MAX_SEATS][MAX_SEATS]; /* ~0 where seat j is on seat i's side (i itself included) */
    Trick opened[32]; /* solver-lead2: the trick after its first card, led by seat 0 (open_tricks) */
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
    if (s->flat_der) return s->der_value;
    if ((sweep >> 4) - 2 >= 0) return s->der_generale;
    if ((sweep & 15) - 2 >= 0) return s->der_capot;
    return s->der_value;
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
    if (s->flat_der) return s->der_value;
    const int seat_flag = sweep / 16 - 2, unit_flag = sweep % 16 - 2;
    int best = s->der_value;
    for (int w = 0; w < s->n; w++) {
        if (!s->maximises[w]) continue;
        if ((unit_flag == NO_TRICK || unit_flag == s->unit_of[w]) && s->der_capot > best) best = s->der_capot;
        if ((seat_flag == NO_TRICK || seat_flag == w) && s->der_generale > best) best = s->der_generale;
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
        if (their_top) top = s->der_value; /* they take a trick: no capot, no générale */
        *ceiling = total + top - others;
    } else {
        *floor = others;
        if (sure) top = s->der_value; /* the leader's side takes a trick */
        *ceiling = total + top - ours;
    }
}

/* The trick after each card led, by seat 0 (`opened`): push reads only the spec's tables (keys,
 * points, masks, trumps) for a first card, so lead_cards copies it and sets the leader (the winner
 * too) instead of building the trick at every card led. Core_init calls it once the spec is read. */
static void open_tricks(Core *s) {
    for (int card = 0; card < 32; card++) push(s, &(const Trick){.len = 0, .leader = 0}, card, &s->opened[card]);
}

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
/* Two tables (solver-cache): the trick starts with at most TT_SMALL_TRICKS tricks left go to
 * `tt_small`, a fixed 384 KiB of its own (start_state), in buckets of two slots (a new key first, the older
 * entry second, the oldest dropped); the others to `tt`, which then holds a third of the entries it
 * held (seed 1000104's six modes: 2^18 slots at most instead of 2^20). Why: the first probe at a trick start was a cache miss, and on the
 * deals whose `tt` grows past the L2 cache (2^18-2^20 slots, 3-12 MiB) a miss to memory; the small
 * table stays in L2 whatever the deal. It loses some entries (+1.4% positions); entries are bounds
 * only, so values stay exact. The deciding count, `left`, is the same at the find and at the store. */
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
 * Why: a solve's tables (tt_small 384 KiB, tt 768 KiB when this was measured, 96 KiB since, more once
 * grown) are large enough that malloc may map them fresh from the kernel and give them back at free,
 * depending on what else the process allocated: every solve then paid ~250 page faults, the kernel's
 * zeroing and accounting of each page and the unmapping (7.8% of the CPU of the median deals by perf,
 * sys time 1.1 s of 14.5 s on 300 deals x 4 suit trumps; refscore analyse on 40 deals: 47.7 k -> 9.9 k
 * minor faults; see "Measured for issue 15 item 4, the tables' memory between solves"). Freed tables go
 * back to this pool instead and are zeroed again by memset, while still mapped (and often in the
 * caches). Bounded: at most POOL_PER_SIZE tables of each size, none above POOL_MAX_ENTRIES entries
 * (3 MiB; larger ones go back to the system), POOL_SLOTS in all: at most ~11 MiB kept by a process
 * that solved. The GIL guards it: no Core method releases it, and
 * this module's single-phase initialisation keeps it out of subinterpreters with a GIL of their own (and
 * keeps the GIL on in a free-threaded build). A pooled table not zeroed again gives wrong values, which
 * tests/solver/test_solvecore.py's deals against the Python tier catch (tried: the memset removed, the first
 * such case failed). */
#define POOL_SLOTS 8
#define POOL_PER_SIZE 2
#define POOL_MAX_ENTRIES ((size_t)1 << 18)
static struct {
    Entry *table;
    size_t entries;
} pool[POOL_SLOTS];

/* A zeroed table of `entries` entries, from the pool or the system; NULL when memory is short. */
static Entry *table_take(size_t entries) {
    for (int i = 0; i < POOL_SLOTS; i++)
        if (pool[i].table != NULL && pool[i].entries == entries) {
            Entry *table = pool[i].table;
            pool[i].table = NULL;
            memset(table, 0, entries * sizeof(Entry));
            return table;
        }
    return calloc(entries, sizeof(Entry));
}

/* Gives a table back: to the pool while it has room for one of that size, else to the system. */
static void table_give(Entry *table, size_t entries) {
    if (table == NULL) return;
    int same = 0, room = -1;
    for (int i = 0; i < POOL_SLOTS; i++) {
        if (pool[i].table == NULL)
            room = room < 0 ? i : room;
        else if (pool[i].entries == entries)
            same++;
    }
    if (entries > POOL_MAX_ENTRIES || same >= POOL_PER_SIZE || room < 0) {
        free(table);
        return;
    }
    pool[room].table = table;
    pool[room].entries = entries;
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
    if (!s->flat_der) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
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
    if (!s->flat_der) sweep = next_sweep(sweep, win, s->unit_of[win]);
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
    if (!s->flat_der) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
    return points + der_of(s, sweep);
}

/* -- move ordering from earlier cut-offs ------------------------------------------------------------ */

/* The killer card of a position: the card that last made the player to move reach its side's
 * target (a cut-off) in a sibling position, one with as many cards left, the same seat to play
 * and, for a follower, the same suit led and the same card winning the trick so far (cards never
 * change hands, so that card also says who is winning). Tried first, before the table's best card
 * for the position (bench/README.md, "Killer cards": -33% positions). Ordering only: values cannot
 * change. */
static inline int8_t *killer_slot(Core *s, const Trick *t, int seat) {
    return &s->killer[s->left][seat][t->killer_key];
}

/* A leader's killer slot (by cards left and seat), apart from the followers': their keys then fill
 * 128 slots, and the index is shifts, not products (solver-hot: -2.2% instructions; 256 slots with
 * the leader at key 0 saved as many but the larger array cost CPU time). */
static inline int8_t *lead_killer_slot(Core *s, int seat) { return &s->lead_killer[s->left][seat]; }

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
 * so few cards a hand, each costs more than the positions it saves; bench/README.md, "The end of the
 * deal"), but the killer card tried first (-4% positions, "Killer cards"). A trick that leaves one card a hand is followed by `last_trick` directly, another by the
 * next trick's `search` (its table, its leader's ordering). */
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
            const int next = s->flat_der ? sweep : next_sweep(sweep, winner, s->unit_of[winner]);
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

/* -- a trick's followers in one function, four seats (solver-flat) --------------------------------- */

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
    if (!s->flat_der) sweep = next_sweep(sweep, winner, s->unit_of[winner]);
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
    if (!s->flat_der) sweep = next_sweep(sweep, win, s->unit_of[win]);
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
 * plain_follow, so the test at every follower only ever answered for the root (solver-hot: -0.2%
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
static int mtd(Core *s, const Trick *t, int sweep, int guess) {
    int low = 0, high = mask_points(s, all_hands(s)) + t->points + der_reach(s, sweep);
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

/* -- reading the configuration --------------------------------------------------------------------- */

static uint32_t inner_mask(const Core *s, uint32_t mask) {
    uint32_t out = 0;
    for (int card = 0; card < 32; card++)
        if (mask >> card & 1u) out |= 1u << s->inner[card];
    return out;
}

static void Core_dealloc(Core *self) {
    table_give(self->tt, (size_t)1 << self->tt_bits);
    table_give(self->tt_small, TT_SMALL_SIZE);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* The state of a Core before its first question, set by Core_init and by fresh: an empty table of
 * 2^TT_START_BITS slots (or tt_max_bits if smaller; none for a template, `table=False`), no card's seat known,
 * no killer card, no position counted. Every field not set here is configuration (what Core_init
 * reads from the spec), which fresh copies. */
static int start_state(Core *self, int table) {
    /* The table starts at 2^13 slots (or tt_max_bits if smaller): since tt_small holds the last three
     * tricks' starts, a median deal's solve stores 0.8-4.9 k entries in `tt` (10th-90th percentile,
     * median 2.3 k), and a table taken from the pool is zeroed at every solve (memset, which also
     * brings it into the caches: see "the median deal's fixed costs" above). 2^16 zeroed 768 KiB for
     * that; growing from 2^10 rehashed every entry at each doubling (-4.1% instructions inside
     * Core.value on 10 coinche x 4 suits + 4 contree x 6 modes, before tt_small). */
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

static int Core_init(Core *self, PyObject *args, PyObject *kwds) {
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
    if (kw_read_ints(der, bonus, 3, 0, MAX_BONUS, "der (value, capot, generale)") < 0) return -1;
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
    self->der_value = bonus[0];
    self->der_capot = bonus[1];
    self->der_generale = bonus[2];
    self->flat_der = bonus[0] == bonus[1] && bonus[1] == bonus[2];
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

/* A Core with this one's configuration and the state of a new one (start_state): what
 * Core(**the same spec) gives, without reading the spec and building the tables again (the solver
 * keeps one configured Core, a template without a table, per rules, trump and side:
 * refscore/solver/core.py). Everything after the object's header is copied, then start_state sets
 * the state, so a field added to the configuration needs nothing here. */
static PyObject *Core_fresh(Core *self, PyObject *Py_UNUSED(ignored)) {
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "the solver core is not configured");
        return NULL;
    }
    Core *core = (Core *)Py_TYPE(self)->tp_alloc(Py_TYPE(self), 0);
    if (core == NULL) return NULL;
    memcpy((char *)core + sizeof(PyObject), (const char *)self + sizeof(PyObject), sizeof(Core) - sizeof(PyObject));
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

static PyObject *Core_value(Core *self, PyObject *args) {
    PyObject *hands, *trick;
    int leader, sweep, guess;
    if (!PyArg_ParseTuple(args, "O!iO!ii", &PyTuple_Type, &hands, &leader, &PyTuple_Type, &trick, &sweep, &guess))
        return NULL;
    Trick t;
    if (read_position(self, hands, leader, trick, sweep, &t) < 0) return NULL;
    return PyLong_FromLong(mtd(self, &t, sweep, guess));
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
    if (read_position(self, hands, leader, trick, sweep, &t) < 0) return NULL;
    return PyLong_FromLong(bound_of(self, &t, sweep, alpha, beta));
}

static PyObject *Core_stats(Core *self, PyObject *Py_UNUSED(ignored)) {
    const size_t slots = self->tt == NULL ? 0 : (size_t)1 << self->tt_bits; /* a template has no table */
    return Py_BuildValue("(Lnn)", self->nodes, (Py_ssize_t)self->tt_used, (Py_ssize_t)slots);
}

static PyMethodDef Core_methods[] = {
    {"value", (PyCFunction)Core_value, METH_VARARGS,
     "value(hands, leader, trick, sweep, guess) -> int: the exact value (guess < 0: none)."},
    {"bound", (PyCFunction)Core_bound, METH_VARARGS,
     "bound(hands, leader, trick, sweep, alpha, beta) -> int: one fail-soft alpha-beta search."},
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
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_solvecore",
    "The compiled double-dummy search of refscore.solver (optional; see refscore/solver/core.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__solvecore(void) {
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
