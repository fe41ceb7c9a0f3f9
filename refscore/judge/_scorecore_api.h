/*
 * The compiled scorer's C interface (refscore/judge/_scorecore.c), for the other compiled core that scores
 * a deal it has just walked (refscore/fast/_fastcore.c `LineWriter`): `Scorer.score(key)` on a key of C
 * ints, without the key's tuple and the answer's (bench/legal_icount.py). Published by _scorecore as the capsule SCORE_API_NAME.
 */
#ifndef REFSCORE_SCORECORE_API_H
#define REFSCORE_SCORECORE_API_H

#include <Python.h>
#include <stdint.h>

#define SCORE_API_NAME "refscore.judge._scorecore._score_api"
#define SCORE_API_MAX_UNITS 8 /* `scores` holds this many */

typedef struct {
    /* `scorer.score(key)` for `key` of `count` ints: 1 with *made (0 or 1), *chosen (the case's
     * index) and scores[unit] set; 0 where a formula fails (score() gives None); -1 with an error set
     * (not a Scorer, a key of another layout) */
    int (*score)(PyObject *scorer, const int *key, Py_ssize_t count, int *made, int *chosen, int64_t *scores);
    PyTypeObject *type; /* _scorecore.Scorer */
} ScoreAPI;

#endif
