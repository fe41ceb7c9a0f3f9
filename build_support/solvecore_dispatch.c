/* The entry point of refscore.solver._solvecore when setup.py builds it twice (see build_support/cores.py).
 *
 * Why: the search counts cards with __builtin_popcount in its hottest steps (start_bounds, the
 * transposition table, search). On the x86-64 baseline a compiler may not emit the POPCNT
 * instruction (a CPU from before 2008 lacks it), so it calls libgcc's __popcountdi2 instead: ~20
 * instructions and a call, 27 call sites. Compiling the whole file with -mpopcnt would crash with
 * an illegal instruction on such a CPU, and -march=native makes a wheel that crashes elsewhere. So
 * setup.py compiles refscore/solver/_solvecore.c twice, unchanged, into one shared object: once for the
 * baseline and once with -mpopcnt, renaming each copy's PyInit__solvecore (its only non-static
 * symbol) with -D, and this file picks one copy when the module is imported, from what the CPU
 * says it has. Both copies are the same source: they give the same values (tests/solver/test_build_cores.py
 * checks it, forcing the baseline copy with REFSCORE_SOLVECORE=baseline).
 *
 * The copy chosen is recorded in the module's attribute `build` ("popcnt" or "baseline").
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

PyObject *refscore_solvecore_init_baseline(void);
PyObject *refscore_solvecore_init_popcnt(void);

static int cpu_has_popcnt(void) {
    const char *forced = getenv("REFSCORE_SOLVECORE");
    if (forced != NULL && strcmp(forced, "baseline") == 0) return 0;
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt");
}

PyMODINIT_FUNC PyInit__solvecore(void) {
    const int popcnt = cpu_has_popcnt();
    PyObject *m = popcnt ? refscore_solvecore_init_popcnt() : refscore_solvecore_init_baseline();
    if (m == NULL) return NULL;
    if (PyModule_AddStringConstant(m, "build", popcnt ? "popcnt" : "baseline") < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
