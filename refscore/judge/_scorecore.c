/*
 * refscore.judge._scorecore: the variant's scoring formulas, run as programs by a small interpreter.
 *
 * Why: a legal deal of a realistic file misses the scoring memo of refscore/fast/checker.py most of the time
 * (each unit's card points, annonces... are in its key), and evaluating the formulas as Python
 * closures then cost 15-25 microseconds a deal, more than checking the whole play in C. Here the
 * same formulas, compiled by refscore/formula/compiler.py's one walk into flat stack programs (formula.Op),
 * are interpreted on 64-bit integers: about a microsecond for a deal.
 *
 * Why a module of its own rather than more of _fastcore.c: the scorer is one idea (the scoring of
 * refscore/fast/checker.py `ScoringPlan`, as data), built the same optional way by setup.py; without it, or
 * whenever a program fails, fast.py evaluates the closures, which give the same answers.
 *
 * What it knows: the layout of `ScoringPlan`'s scoring key and of the values a formula reads (see
 * `ScoringPlan.__init__` and `ScoringPlan._evaluate`, which this mirrors line for line), and the order in
 * which `ScoringPlan.breakdown` evaluates things (the quantities, the made test, the cases' `when`,
 * each unit's formula, the rounding). It knows no rule: every rule is a formula of the variant file
 * (the rounding too: `variant.Rounding.formula`), handed over as a program. `PenaltyLines` runs the
 * same programs for a penalty's breakdown (refscore/fast/penalty_plan.py) and writes their lines
 * from words Python gives it.
 *
 * Programs are untrusted in the sense that a bad one must never crash the process: `Scorer()`
 * validates each one (known opcodes, operands, slots within the values, forward jumps landing on
 * an instruction, the same stack depth on every path, room on the stack, one value left) and
 * raises ValueError otherwise. At run time a program fails (score() returns None) exactly where the
 * closures raise: a divisor of 0, a product or a result beyond MAX_VALUE; and on a 64-bit overflow
 * of a sum, which values within MAX_VALUE never reach. The caller then runs the closures.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "_decimal.h"       /* the digits of a number, as str() and JSON write them */
#include "_scorecore_api.h" /* score_values for the compiled fast path, as a capsule */

/* formula.Op: Scorer() is given the names and values (formula.Op) and checks them against these */
enum {
    OP_CONST,
    OP_LOAD,
    OP_NEG,
    OP_NOT,
    OP_ABS,
    OP_ADD,
    OP_SUB,
    OP_MUL,
    OP_DIV,
    OP_MOD,
    OP_EQ,
    OP_NE,
    OP_LT,
    OP_LE,
    OP_GT,
    OP_GE,
    OP_MIN,
    OP_MAX,
    OP_JUMP_IF_FALSE,
    OP_JUMP,
    OP_AND_JUMP,
    OP_OR_JUMP,
    OP_FAIL,
    N_OPS
};
static const char *const OP_NAMES[N_OPS] = {
    "CONST", "LOAD", "NEG", "NOT", "ABS", "ADD", "SUB", "MUL", "DIV", "MOD", "EQ", "NE",
    "LT", "LE", "GT", "GE", "MIN", "MAX", "JUMP_IF_FALSE", "JUMP", "AND_JUMP", "OR_JUMP", "FAIL"};

#define MAX_VALUE 1000000000000000LL /* formula.MAX_VALUE: Scorer() is given it and checks it */
#define MAX_STACK 256                 /* formula.MAX_NESTING (100) keeps programs far below */
#define MAX_PROGRAM 100000            /* ints in one program: a formula has at most 2,000 characters */
#define MAX_UNITS 8
#define MAX_FACTS 6
#define MAX_SPECIALS 64
#define MAX_ENV 4096
#define DEAL_FACTS 10 /* the deal-level names of fast._DEAL_ORDER */

static int has_operand(int64_t op) {
    return op == OP_CONST || op == OP_LOAD || op == OP_JUMP_IF_FALSE || op == OP_JUMP || op == OP_AND_JUMP ||
           op == OP_OR_JUMP;
}

/* how many values an instruction pops and pushes on the path that falls through */
static void effect(int64_t op, int *pops, int *pushes) {
    switch (op) {
    case OP_CONST: case OP_LOAD: case OP_FAIL: *pops = 0; *pushes = 1; return; /* FAIL: stands for a value */
    case OP_NEG: case OP_NOT: case OP_ABS: *pops = 1; *pushes = 1; return;
    case OP_JUMP_IF_FALSE: case OP_AND_JUMP: case OP_OR_JUMP: *pops = 1; *pushes = 0; return;
    case OP_JUMP: *pops = 0; *pushes = 0; return;
    default: *pops = 2; *pushes = 1; return; /* the binary operators */
    }
}

typedef struct {
    int64_t *code;
    Py_ssize_t size;
} Program;

/* A program from a tuple of ints, validated (see the header); -1 with ValueError set when it is bad. */
static int load_program(PyObject *source, Py_ssize_t env_size, Program *out, const char *what) {
    out->code = NULL;
    out->size = 0;
    if (!PyTuple_Check(source)) {
        PyErr_Format(PyExc_ValueError, "%s: a program is a tuple of ints", what);
        return -1;
    }
    Py_ssize_t size = PyTuple_GET_SIZE(source);
    if (size < 1 || size > MAX_PROGRAM) {
        PyErr_Format(PyExc_ValueError, "%s: a program of %zd ints", what, size);
        return -1;
    }
    int64_t *code = PyMem_Malloc(sizeof(int64_t) * (size_t)size);
    /* the stack depth at each place (size + 1: the end), -1 until a path reaches it; whether an
     * instruction starts there */
    int *depth = PyMem_Malloc(sizeof(int) * (size_t)(size + 1));
    char *starts = PyMem_Calloc((size_t)(size + 1), 1);
    if (code == NULL || depth == NULL || starts == NULL) {
        PyMem_Free(code);
        PyMem_Free(depth);
        PyMem_Free(starts);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        int overflow = 0;
        code[i] = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(source, i), &overflow);
        if (overflow || (code[i] == -1 && PyErr_Occurred())) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "%s: item %zd is not a 64-bit int", what, i);
            goto bad;
        }
        depth[i] = -1;
    }
    depth[size] = -1;
    for (Py_ssize_t pc = 0; pc < size;) { /* where the instructions start, and their operands */
        int64_t op = code[pc];
        if (op < 0 || op >= N_OPS) {
            PyErr_Format(PyExc_ValueError, "%s: unknown opcode %lld at %zd", what, (long long)op, pc);
            goto bad;
        }
        starts[pc] = 1;
        pc += has_operand(op) ? 2 : 1;
        if (pc > size) {
            PyErr_Format(PyExc_ValueError, "%s: the last instruction lacks its operand", what);
            goto bad;
        }
    }
    starts[size] = 1;
    depth[0] = 0;
    for (Py_ssize_t pc = 0; pc < size;) {
        int64_t op = code[pc];
        Py_ssize_t next = pc + (has_operand(op) ? 2 : 1);
        int here = depth[pc], pops, pushes;
        if (here < 0) {
            PyErr_Format(PyExc_ValueError, "%s: unreachable instruction at %zd", what, pc);
            goto bad;
        }
        effect(op, &pops, &pushes);
        if (here < pops) {
            PyErr_Format(PyExc_ValueError, "%s: stack underflow at %zd", what, pc);
            goto bad;
        }
        int after = here - pops + pushes;
        if (after > MAX_STACK) {
            PyErr_Format(PyExc_ValueError, "%s: more than %d values on the stack", what, MAX_STACK);
            goto bad;
        }
        if (op == OP_LOAD && (code[pc + 1] < 0 || code[pc + 1] >= env_size)) {
            PyErr_Format(PyExc_ValueError, "%s: slot %lld outside the %zd values", what,
                         (long long)code[pc + 1], env_size);
            goto bad;
        }
        if (op == OP_JUMP_IF_FALSE || op == OP_JUMP || op == OP_AND_JUMP || op == OP_OR_JUMP) {
            int64_t skip = code[pc + 1];
            if (skip < 0 || skip > size - next || !starts[next + skip]) {
                PyErr_Format(PyExc_ValueError, "%s: the jump at %zd does not land on an instruction", what, pc);
                goto bad;
            }
            Py_ssize_t target = next + (Py_ssize_t)skip;
            /* JUMP_IF_FALSE pops in both cases; AND_JUMP and OR_JUMP keep the value when they jump */
            int there = op == OP_JUMP_IF_FALSE ? after : here;
            if (depth[target] >= 0 && depth[target] != there) {
                PyErr_Format(PyExc_ValueError, "%s: paths meet at %zd with different stacks", what, target);
                goto bad;
            }
            depth[target] = there;
        }
        if (op != OP_JUMP) { /* the instruction falls through to the next */
            if (depth[next] >= 0 && depth[next] != after) {
                PyErr_Format(PyExc_ValueError, "%s: paths meet at %zd with different stacks", what, next);
                goto bad;
            }
            depth[next] = after;
        }
        pc = next;
    }
    if (depth[size] != 1) {
        PyErr_Format(PyExc_ValueError, "%s: the program leaves %d values, not 1", what, depth[size]);
        goto bad;
    }
    PyMem_Free(depth);
    PyMem_Free(starts);
    out->code = code;
    out->size = size;
    return 0;
bad:
    PyMem_Free(code);
    PyMem_Free(depth);
    PyMem_Free(starts);
    return -1;
}

/* Python's floor division and modulo on validated operands (b != 0, not INT64_MIN / -1) */
static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
static int64_t floor_mod(int64_t a, int64_t b) {
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) m += b;
    return m;
}

/* Run a validated program on `env`: 0 and the value in *result, or -1 where the closures raise
 * (or a sum overflows 64 bits). The final value is checked against MAX_VALUE, as Formula's is. */
static int run(const Program *program, const int64_t *env, int64_t *result) {
    int64_t stack[MAX_STACK + 1];
    int top = -1; /* index of the top value */
    const int64_t *code = program->code;
    Py_ssize_t size = program->size, pc = 0;
    while (pc < size) {
        int64_t op = code[pc], a, b, r;
        switch (op) {
        case OP_CONST: stack[++top] = code[pc + 1]; pc += 2; continue;
        case OP_LOAD: stack[++top] = env[code[pc + 1]]; pc += 2; continue;
        case OP_NEG:
            if (stack[top] == INT64_MIN) return -1;
            stack[top] = -stack[top];
            pc += 1;
            continue;
        case OP_NOT: stack[top] = !stack[top]; pc += 1; continue;
        case OP_ABS:
            if (stack[top] == INT64_MIN) return -1;
            if (stack[top] < 0) stack[top] = -stack[top];
            pc += 1;
            continue;
        case OP_JUMP_IF_FALSE:
            pc += 2 + (stack[top--] ? 0 : code[pc + 1]);
            continue;
        case OP_JUMP: pc += 2 + code[pc + 1]; continue;
        case OP_AND_JUMP:
            if (!stack[top]) pc += 2 + code[pc + 1];
            else { top--; pc += 2; }
            continue;
        case OP_OR_JUMP:
            if (stack[top]) pc += 2 + code[pc + 1];
            else { top--; pc += 2; }
            continue;
        case OP_FAIL: return -1;
        default: break;
        }
        b = stack[top--];
        a = stack[top];
        switch (op) {
        case OP_ADD: if (__builtin_add_overflow(a, b, &r)) return -1; break;
        case OP_SUB: if (__builtin_sub_overflow(a, b, &r)) return -1; break;
        case OP_MUL:
            if (__builtin_mul_overflow(a, b, &r) || r > MAX_VALUE || r < -MAX_VALUE) return -1;
            break;
        case OP_DIV:
            if (b == 0 || (a == INT64_MIN && b == -1)) return -1;
            r = floor_div(a, b);
            break;
        case OP_MOD:
            if (b == 0) return -1;
            r = b == -1 ? 0 : floor_mod(a, b);
            break;
        case OP_EQ: r = a == b; break;
        case OP_NE: r = a != b; break;
        case OP_LT: r = a < b; break;
        case OP_LE: r = a <= b; break;
        case OP_GT: r = a > b; break;
        case OP_GE: r = a >= b; break;
        case OP_MIN: r = b < a ? b : a; break;
        case OP_MAX: r = b > a ? b : a; break;
        default: return -1; /* unreachable: validated */
        }
        stack[top] = r;
        pc += 1;
    }
    if (stack[0] > MAX_VALUE || stack[0] < -MAX_VALUE) return -1;
    *result = stack[0];
    return 0;
}

typedef struct {
    Program when; /* size 0: no `when` */
    Program taker, defence;
    int *taker_after, n_taker_after, *defence_needs, n_defence_needs;
} Case;

typedef struct {
    PyObject_HEAD
    int units, facts, specials, n_constants, n_quantities, n_cases, n_before;
    Py_ssize_t env_size, own_at, is_taker_slot, made_slot, constants_at;
    int64_t *constants;
    int *quantity_slots, *before;
    Program *quantities, *made; /* made[0] the variant's, made[1 + i] special bid i's */
    Case *cases;
    Program rounding; /* size 0: no rounding of each deal */
    int64_t *taker_env, *unit_env;
    PyObject *programs; /* each program's tuple, for `programs` (tests) */
} Scorer;

static void free_program(Program *program) {
    PyMem_Free(program->code);
    program->code = NULL;
    program->size = 0;
}

static void Scorer_dealloc(Scorer *self) {
    if (self->quantities != NULL)
        for (int i = 0; i < self->n_quantities; i++) free_program(&self->quantities[i]);
    if (self->made != NULL)
        for (int i = 0; i <= self->specials; i++) free_program(&self->made[i]);
    if (self->cases != NULL)
        for (int i = 0; i < self->n_cases; i++) {
            free_program(&self->cases[i].when);
            free_program(&self->cases[i].taker);
            free_program(&self->cases[i].defence);
            PyMem_Free(self->cases[i].taker_after);
            PyMem_Free(self->cases[i].defence_needs);
        }
    free_program(&self->rounding);
    PyMem_Free(self->quantities);
    PyMem_Free(self->made);
    PyMem_Free(self->cases);
    PyMem_Free(self->constants);
    PyMem_Free(self->quantity_slots);
    PyMem_Free(self->before);
    PyMem_Free(self->taker_env);
    PyMem_Free(self->unit_env);
    Py_XDECREF(self->programs);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* A tuple of small ints in [0, limit) into a new array; -1 with ValueError set otherwise. */
static int int_list(PyObject *source, long limit, int **out, int *count, const char *what) {
    *out = NULL;
    *count = 0;
    if (!PyTuple_Check(source) || PyTuple_GET_SIZE(source) > MAX_ENV) {
        PyErr_Format(PyExc_ValueError, "%s: expected a tuple of indexes", what);
        return -1;
    }
    Py_ssize_t size = PyTuple_GET_SIZE(source);
    int *items = PyMem_Malloc(sizeof(int) * (size_t)(size + 1));
    if (items == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        long value = PyLong_AsLong(PyTuple_GET_ITEM(source, i));
        if ((value == -1 && PyErr_Occurred()) || value < 0 || value >= limit) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "%s: item %zd outside 0..%ld", what, i, limit - 1);
            PyMem_Free(items);
            return -1;
        }
        items[i] = (int)value;
    }
    *out = items;
    *count = (int)size;
    return 0;
}

/* Whether `program` reads only quantities already computed (`done`, by quantity index; `at`: the
 * quantity in each slot, or -1); -1 with ValueError set otherwise. */
static int reads_done(const Program *program, const int *at, const char *done, const char *what) {
    for (Py_ssize_t pc = 0; pc < program->size; pc += has_operand(program->code[pc]) ? 2 : 1)
        if (program->code[pc] == OP_LOAD && at[program->code[pc + 1]] >= 0 && !done[at[program->code[pc + 1]]]) {
            PyErr_Format(PyExc_ValueError, "Scorer(): %s reads quantity %d before it is computed", what,
                         at[program->code[pc + 1]]);
            return -1;
        }
    return 0;
}

/* Compute `indexes` in order into `done`, checking that each reads only quantities done before it. */
static int compute_in_order(Scorer *self, const int *at, char *done, const int *indexes, int count) {
    for (int i = 0; i < count; i++) {
        if (reads_done(&self->quantities[indexes[i]], at, done, "a quantity") < 0) return -1;
        done[indexes[i]] = 1;
    }
    return 0;
}

/* The orders of evaluation never read a quantity that is not computed yet (`scoring_plan.ScoringPlan.before`,
 * `after`): such a read would see 0 here where the closures raise, so the scorer is refused. */
static int check_order(Scorer *self) {
    int *at = PyMem_Malloc(sizeof(int) * (size_t)self->env_size);
    char *taker = PyMem_Calloc((size_t)self->n_quantities + 1, 1);
    char *defence = PyMem_Calloc((size_t)self->n_quantities + 1, 1);
    int failed = -1;
    if (at == NULL || taker == NULL || defence == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t slot = 0; slot < self->env_size; slot++) at[slot] = -1;
    for (int i = 0; i < self->n_quantities; i++) at[self->quantity_slots[i]] = i;
    if (compute_in_order(self, at, taker, self->before, self->n_before) < 0) goto done;
    for (int i = 0; i <= self->specials; i++)
        if (reads_done(&self->made[i], at, taker, "a made test") < 0) goto done;
    for (int c = 0; c < self->n_cases; c++) {
        Case *one = &self->cases[c];
        if (one->when.size && reads_done(&one->when, at, taker, "a case's when") < 0) goto done;
    }
    for (int c = 0; c < self->n_cases; c++) {
        Case *one = &self->cases[c];
        memset(defence, 0, (size_t)self->n_quantities + 1);
        char *after = PyMem_Malloc((size_t)self->n_quantities + 1);
        if (after == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        memcpy(after, taker, (size_t)self->n_quantities + 1);
        int bad = compute_in_order(self, at, after, one->taker_after, one->n_taker_after) < 0 ||
                  reads_done(&one->taker, at, after, "a case's taker formula") < 0 ||
                  compute_in_order(self, at, defence, one->defence_needs, one->n_defence_needs) < 0 ||
                  reads_done(&one->defence, at, defence, "a case's defence formula") < 0;
        PyMem_Free(after);
        if (bad) goto done;
    }
    failed = 0;
done:
    PyMem_Free(at);
    PyMem_Free(taker);
    PyMem_Free(defence);
    return failed;
}

/* Scorer(units, facts, specials, constants, quantity_slots, quantities, before, made, cases,
 *        rounding, made_slot, opcodes, max_value): see scoring_plan.ScoringPlan._core_scorer */
static int Scorer_init(Scorer *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"units",  "facts", "specials", "constants", "quantity_slots",
                               "quantities", "before", "made", "cases", "rounding",
                               "made_slot", "opcodes", "max_value", NULL};
    int units, facts, specials;
    Py_ssize_t made_slot;
    long long max_value;
    PyObject *constants, *quantity_slots, *quantities, *before, *made, *cases, *rounding, *opcodes;
    if (self->programs != NULL) {
        PyErr_SetString(PyExc_TypeError, "Scorer() is initialised once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "iiiO!O!O!O!O!O!OnO!L", keywords, &units, &facts, &specials,
                                     &PyTuple_Type, &constants, &PyTuple_Type, &quantity_slots, &PyTuple_Type,
                                     &quantities, &PyTuple_Type, &before, &PyTuple_Type, &made, &PyTuple_Type,
                                     &cases, &rounding, &made_slot, &PyDict_Type, &opcodes, &max_value))
        return -1;
    if (max_value != MAX_VALUE) {
        PyErr_SetString(PyExc_ValueError, "formula.MAX_VALUE differs from the core's");
        return -1;
    }
    for (int op = 0; op < N_OPS; op++) { /* formula.Op, name by name */
        PyObject *value = PyDict_GetItemString(opcodes, OP_NAMES[op]);
        if (value == NULL || PyLong_AsLong(value) != op) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "formula.Op.%s differs from the core's opcode %d", OP_NAMES[op], op);
            return -1;
        }
    }
    if (PyDict_Size(opcodes) != N_OPS) {
        PyErr_SetString(PyExc_ValueError, "formula.Op has opcodes the core does not know");
        return -1;
    }
    if (units < 2 || units > MAX_UNITS || facts < 0 || facts > MAX_FACTS || specials < 0 ||
        specials > MAX_SPECIALS || PyTuple_GET_SIZE(made) != specials + 1 || PyTuple_GET_SIZE(cases) < 1 ||
        PyTuple_GET_SIZE(cases) > MAX_ENV || PyTuple_GET_SIZE(quantities) != PyTuple_GET_SIZE(quantity_slots)) {
        PyErr_SetString(PyExc_ValueError, "Scorer(): sizes out of range or inconsistent");
        return -1;
    }
    self->units = units;
    self->facts = facts;
    self->specials = specials;
    /* the values a formula reads (scoring_plan.ScoringPlan): the deal's, the special bids' flags, the takers' and
     * the defence's facts, the unit's own, is_taker, made, the constants, the quantities */
    self->own_at = DEAL_FACTS + specials + 2 * facts;
    self->is_taker_slot = self->own_at + facts;
    self->made_slot = self->is_taker_slot + 1;
    self->constants_at = self->made_slot + 1;
    self->n_constants = (int)PyTuple_GET_SIZE(constants);
    self->n_quantities = (int)PyTuple_GET_SIZE(quantities);
    self->env_size = self->constants_at + self->n_constants + self->n_quantities;
    if (made_slot != self->made_slot || self->env_size > MAX_ENV) {
        PyErr_SetString(PyExc_ValueError, "Scorer(): the layout of values differs from scoring_plan.ScoringPlan's");
        return -1;
    }
    self->programs = PyTuple_Pack(5, quantities, made, cases, rounding, constants);
    self->constants = PyMem_Calloc((size_t)self->n_constants + 1, sizeof(int64_t));
    self->taker_env = PyMem_Calloc((size_t)self->env_size, sizeof(int64_t));
    self->unit_env = PyMem_Calloc((size_t)self->env_size, sizeof(int64_t));
    self->quantities = PyMem_Calloc((size_t)self->n_quantities + 1, sizeof(Program));
    self->made = PyMem_Calloc((size_t)specials + 1, sizeof(Program));
    self->n_cases = (int)PyTuple_GET_SIZE(cases);
    self->cases = PyMem_Calloc((size_t)self->n_cases, sizeof(Case));
    if (self->programs == NULL || !self->constants || !self->taker_env || !self->unit_env || !self->quantities ||
        !self->made || !self->cases) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < self->n_constants; i++) {
        int overflow = 0;
        long long value = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(constants, i), &overflow);
        if (overflow || (value == -1 && PyErr_Occurred()) || value > MAX_VALUE || value < -MAX_VALUE) {
            PyErr_Clear();
            PyErr_Format(PyExc_ValueError, "Scorer(): constant %d out of range", i);
            return -1;
        }
        self->constants[i] = value;
    }
    if (int_list(quantity_slots, (long)self->env_size, &self->quantity_slots, &self->n_quantities,
                 "quantity slots") < 0 ||
        int_list(before, self->n_quantities, &self->before, &self->n_before, "before") < 0)
        return -1;
    for (int i = 0; i < self->n_quantities; i++) {
        if (self->quantity_slots[i] < self->constants_at + self->n_constants) {
            PyErr_SetString(PyExc_ValueError, "Scorer(): a quantity would overwrite a fact or a constant");
            return -1;
        }
        if (load_program(PyTuple_GET_ITEM(quantities, i), self->env_size, &self->quantities[i], "quantity") < 0)
            return -1;
    }
    for (int i = 0; i <= specials; i++)
        if (load_program(PyTuple_GET_ITEM(made, i), self->env_size, &self->made[i], "made") < 0) return -1;
    for (int i = 0; i < self->n_cases; i++) {
        PyObject *item = PyTuple_GET_ITEM(cases, i);
        Case *one = &self->cases[i];
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 5) {
            PyErr_SetString(PyExc_ValueError, "Scorer(): a case is (when, taker, defence, after, needs)");
            return -1;
        }
        PyObject *when = PyTuple_GET_ITEM(item, 0);
        if ((when != Py_None && load_program(when, self->env_size, &one->when, "when") < 0) ||
            load_program(PyTuple_GET_ITEM(item, 1), self->env_size, &one->taker, "taker") < 0 ||
            load_program(PyTuple_GET_ITEM(item, 2), self->env_size, &one->defence, "defence") < 0 ||
            int_list(PyTuple_GET_ITEM(item, 3), self->n_quantities, &one->taker_after, &one->n_taker_after,
                     "taker's quantities") < 0 ||
            int_list(PyTuple_GET_ITEM(item, 4), self->n_quantities, &one->defence_needs,
                     &one->n_defence_needs, "defence's quantities") < 0)
            return -1;
    }
    if (rounding != Py_None && load_program(rounding, 1, &self->rounding, "rounding") < 0) return -1;
    return check_order(self);
}

/* the quantities `indexes` (in the declared order) into `env`; -1 when one fails */
static int compute(Scorer *self, int64_t *env, const int *indexes, int count) {
    for (int i = 0; i < count; i++) {
        int index = indexes[i];
        if (run(&self->quantities[index], env, &env[self->quantity_slots[index]]) < 0) return -1;
    }
    return 0;
}

/* every quantity, in the declared order, into `env`; -1 when one fails */
static int compute_all(Scorer *self, int64_t *env) {
    for (int i = 0; i < self->n_quantities; i++)
        if (run(&self->quantities[i], env, &env[self->quantity_slots[i]]) < 0) return -1;
    return 0;
}

static int score_values(Scorer *self, const int64_t *values, int *made_out, int *chosen_out,
                        int64_t *scores_out);

/* score(key) -> (made, case index, scores by unit) | None: scoring_plan.ScoringPlan._evaluate on the same key
 * (its layout: FastChecker._finish), None where a formula fails (the caller runs the closures). */
static PyObject *Scorer_score(Scorer *self, PyObject *key) {
    if (self->programs == NULL) {
        PyErr_SetString(PyExc_TypeError, "Scorer() was not initialised");
        return NULL;
    }
    Py_ssize_t facts = self->facts, units = self->units;
    if (!PyTuple_Check(key) || PyTuple_GET_SIZE(key) != DEAL_FACTS + units * facts) {
        PyErr_SetString(PyExc_ValueError, "score(): a scoring key of another layout");
        return NULL;
    }
    int64_t values[DEAL_FACTS + MAX_UNITS * MAX_FACTS];
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(key); i++) {
        int overflow = 0;
        values[i] = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(key, i), &overflow);
        if (values[i] == -1 && PyErr_Occurred()) return NULL;
        if (overflow || values[i] > MAX_VALUE || values[i] < -MAX_VALUE) Py_RETURN_NONE;
    }
    int made, chosen;
    int64_t scores[MAX_UNITS];
    const int scored = score_values(self, values, &made, &chosen, scores);
    if (scored < 0) return NULL;
    if (scored == 0) Py_RETURN_NONE;
    PyObject *result = PyTuple_New(units);
    if (result == NULL) return NULL;
    for (Py_ssize_t u = 0; u < units; u++) {
        PyObject *value = PyLong_FromLongLong(scores[u]);
        if (value == NULL) {
            Py_DECREF(result);
            return NULL;
        }
        PyTuple_SET_ITEM(result, u, value);
    }
    return Py_BuildValue("(OiN)", made ? Py_True : Py_False, chosen, result);
}

/* `score`'s work on a key read into `values` (its layout checked): 1 with *made_out, *chosen_out
 * and scores_out[unit] set, 0 where a formula fails, -1 with an error set. */
static int score_values(Scorer *self, const int64_t *values, int *made_out, int *chosen_out,
                        int64_t *scores_out) {
    Py_ssize_t facts = self->facts, units = self->units;
    int64_t taker_unit = values[0], special = values[2];
    if (taker_unit < 0 || taker_unit >= units || special < -1 || special >= self->specials) {
        PyErr_SetString(PyExc_ValueError, "score(): a taker or special bid out of range");
        return -1;
    }
    const int64_t *unit_facts = values + DEAL_FACTS;
    int64_t *env = self->taker_env;
    /* the deal's values, in fast._DEAL_ORDER */
    env[0] = values[1];            /* contract */
    env[1] = values[3];            /* mult */
    env[2] = values[4] != 0;       /* coinched */
    env[3] = values[5] != 0;       /* surcoinched */
    env[4] = special >= 0;         /* special_bid */
    env[5] = values[6] == 1;       /* no_trump (the key's trump kind: 1 sans atout) */
    env[6] = values[6] == 2;       /* all_trump (2 tout atout) */
    env[7] = values[7] != 0;       /* taker_side_all_tricks */
    env[8] = values[8] != 0;       /* taker_all_tricks */
    env[9] = values[9] != 0;       /* defence_all_tricks */
    for (int i = 0; i < self->specials; i++) env[DEAL_FACTS + i] = special == i;
    Py_ssize_t taker_at = DEAL_FACTS + self->specials, defence_at = taker_at + facts;
    for (Py_ssize_t f = 0; f < facts; f++) {
        int64_t defence = 0;
        for (Py_ssize_t u = 0; u < units; u++)
            if (u != taker_unit) defence += unit_facts[u * facts + f];
        env[taker_at + f] = unit_facts[taker_unit * facts + f];
        env[defence_at + f] = defence;
        env[self->own_at + f] = unit_facts[taker_unit * facts + f];
    }
    env[self->is_taker_slot] = 1;
    env[self->made_slot] = 0;
    memcpy(env + self->constants_at, self->constants, sizeof(int64_t) * (size_t)self->n_constants);
    memset(env + self->constants_at + self->n_constants, 0, sizeof(int64_t) * (size_t)self->n_quantities);
    int64_t made, when, score;
    if (compute(self, env, self->before, self->n_before) < 0 || run(&self->made[special + 1], env, &made) < 0)
        return 0;
    made = made != 0;
    env[self->made_slot] = made;
    int chosen = self->n_cases - 1;
    for (int i = 0; i < self->n_cases; i++) {
        if (self->cases[i].when.size == 0) {
            chosen = i;
            break;
        }
        if (run(&self->cases[i].when, env, &when) < 0) return 0;
        if (when) {
            chosen = i;
            break;
        }
    }
    Case *one = &self->cases[chosen];
    int64_t scores[MAX_UNITS];
    for (Py_ssize_t u = 0; u < units; u++) {
        if (u == taker_unit) {
            if (compute(self, env, one->taker_after, one->n_taker_after) < 0 || run(&one->taker, env, &score) < 0)
                return 0;
        } else {
            int64_t *own = self->unit_env;
            memcpy(own, env, sizeof(int64_t) * (size_t)self->constants_at);
            for (Py_ssize_t f = 0; f < facts; f++) own[self->own_at + f] = unit_facts[u * facts + f];
            own[self->is_taker_slot] = 0;
            memcpy(own + self->constants_at, self->constants, sizeof(int64_t) * (size_t)self->n_constants);
            memset(own + self->constants_at + self->n_constants, 0, sizeof(int64_t) * (size_t)self->n_quantities);
            if (compute(self, own, one->defence_needs, one->n_defence_needs) < 0 || run(&one->defence, own, &score) < 0)
                return 0;
        }
        if (self->rounding.size && run(&self->rounding, &score, &score) < 0) return 0;
        scores[u] = score;
    }
    *made_out = (int)made;
    *chosen_out = chosen;
    memcpy(scores_out, scores, sizeof(int64_t) * (size_t)units);
    return 1;
}

/* run(program, values) -> value | None: one program on a tuple of values (tests: each opcode, and
 * program == closures over random formulas) */
static PyObject *module_run(PyObject *module, PyObject *args) {
    PyObject *source, *values;
    if (!PyArg_ParseTuple(args, "O!O!", &PyTuple_Type, &source, &PyTuple_Type, &values)) return NULL;
    Py_ssize_t size = PyTuple_GET_SIZE(values);
    if (size > MAX_ENV) {
        PyErr_SetString(PyExc_ValueError, "run(): too many values");
        return NULL;
    }
    int64_t env[MAX_ENV + 1];
    for (Py_ssize_t i = 0; i < size; i++) {
        int overflow = 0;
        env[i] = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(values, i), &overflow);
        if (env[i] == -1 && PyErr_Occurred()) return NULL;
        if (overflow) {
            PyErr_SetString(PyExc_ValueError, "run(): a value beyond 64 bits");
            return NULL;
        }
    }
    Program program;
    if (load_program(source, size, &program, "program") < 0) return NULL;
    int64_t result;
    int failed = run(&program, env, &result);
    free_program(&program);
    if (failed) Py_RETURN_NONE;
    return PyLong_FromLongLong(result);
}

static PyObject *Scorer_programs(Scorer *self, void *closure) {
    (void)closure;
    if (self->programs == NULL) Py_RETURN_NONE;
    Py_INCREF(self->programs);
    return self->programs;
}

static PyMethodDef Scorer_methods[] = {
    {"score", (PyCFunction)Scorer_score, METH_O,
     "score(key) -> (made, case index, scores by unit) | None: None when a formula fails"},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Scorer_getset[] = {
    {"programs", (getter)Scorer_programs, NULL, "(quantities, made, cases, rounding, constants) as given", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyTypeObject ScorerType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "refscore.judge._scorecore.Scorer",
    .tp_basicsize = sizeof(Scorer),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A variant's scoring as programs (refscore.judge.scoring_plan.ScoringPlan); validated when made.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Scorer_init,
    .tp_dealloc = (destructor)Scorer_dealloc,
    .tp_methods = Scorer_methods,
    .tp_getset = Scorer_getset,
};

/* -- a penalty's breakdown lines --------------------------------------------------------------------
 *
 * PenaltyLines(scorer, fact_index, quantities, unit_lines, cases, failed, units, line_parts).write(values,
 * facts, taker_unit, made): the lines of a penalty's breakdown that the variant's formulas give, as
 * refscore/fast/penalty_plan.py `PenaltyPlan._score` joins them in Python (the pure tier, and this one's
 * fall-back): every quantity computed for every unit in the declared order with `made` false, then
 * `made` set; the quantities shown once with the takers' values (the deal's part); the case chosen (the
 * first whose `when` holds among all cases when made, among `failed` otherwise, else the last); each
 * unit's own quantities and its deal score by the case's taker or defence formula.
 *
 * Why: an illegal card of a batch otherwise costs some 15 microseconds of Python here, for lines whose
 * words are fixed per variant and whose numbers differ from deal to deal (bench/illegal_marginal.py).
 *
 * It knows the scorer's programs and layout of values (it runs them on the scorer's own formulas) and
 * the order of a line's parts; every word and every JSON key is Python's (`PenaltyPlan._line_parts`):
 * a line is open + unit + name_part + value + rule_part + detail + close, the detail being the
 * formula's text, or the text, " = " and its working (the values filled in, negative ones in
 * parentheses, truth values as true and false) where the working, spaces aside, is not the value as
 * Python's str() writes it (`Formula.renderer`, `_Step.line`). */

typedef struct {
    PyObject *name_part, *rule_part, *text, *literals; /* bytes; `literals`: a tuple of bytes */
    int *shows;    /* each value the working shows: its slot * 2, + 1 for a truth value */
    int n_shows;
    int is_bool;   /* the formula's value is a truth value */
} LineSpec;

typedef struct {
    char *data;
    Py_ssize_t size, room;
} Buffer;

typedef struct {
    PyObject_HEAD
    Scorer *scorer;
    int n_side;                 /* the facts of a unit as `write` is given them */
    int fact_index[MAX_FACTS];  /* each of the scorer's facts: its index in a unit's facts */
    LineSpec *quantities;       /* by quantity, in the declared order */
    char *unit_lines;           /* by quantity: 1 shown for each unit, 0 once with the takers' values */
    LineSpec *case_taker, *case_defence; /* by case */
    int *failed, n_failed;      /* the cases a contract failed by penalty chooses from */
    PyObject *units;            /* tuple of bytes: each unit's name as JSON, then the deal's (null) */
    PyObject *open, *close;     /* bytes: a line's first and last */
    int64_t *envs;              /* each unit's values, units * env_size */
    Buffer out, working;        /* kept between calls */
    int ready;
} PenaltyLines;

static int grow(Buffer *buffer, Py_ssize_t more) {
    if (buffer->size + more <= buffer->room) return 0;
    Py_ssize_t room = buffer->room ? buffer->room : 1024;
    while (room < buffer->size + more) room *= 2;
    char *data = PyMem_Realloc(buffer->data, (size_t)room);
    if (data == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    buffer->data = data;
    buffer->room = room;
    return 0;
}

static int put(Buffer *buffer, const char *bytes, Py_ssize_t size) {
    if (grow(buffer, size) < 0) return -1;
    memcpy(buffer->data + buffer->size, bytes, (size_t)size);
    buffer->size += size;
    return 0;
}

static int put_object(Buffer *buffer, PyObject *bytes) {
    return put(buffer, PyBytes_AS_STRING(bytes), PyBytes_GET_SIZE(bytes));
}

/* a value as Python's `f"{value:d}"` writes it, in parentheses when negative (`_Slot.show`) */
static int put_number(Buffer *buffer, int64_t value, int parenthesised) {
    char text[32];
    int size = 0;
    if (parenthesised && value < 0) text[size++] = '(';
    size = (int)(put_decimal(text + size, value) - text);
    if (parenthesised && value < 0) text[size++] = ')';
    return put(buffer, text, size);
}

static void free_spec(LineSpec *spec) {
    Py_CLEAR(spec->name_part);
    Py_CLEAR(spec->rule_part);
    Py_CLEAR(spec->text);
    Py_CLEAR(spec->literals);
    PyMem_Free(spec->shows);
    spec->shows = NULL;
}

/* A formula's line parts: (name_part, rule_part, text, literals, shows, is_bool), checked; -1 with
 * ValueError set when they are not of that shape or a slot is outside the values. */
static int load_spec(PyObject *source, Py_ssize_t env_size, LineSpec *spec) {
    if (!PyTuple_Check(source) || PyTuple_GET_SIZE(source) != 6) goto bad;
    PyObject *literals = PyTuple_GET_ITEM(source, 3);
    for (int i = 0; i < 3; i++)
        if (!PyBytes_CheckExact(PyTuple_GET_ITEM(source, i))) goto bad;
    if (!PyTuple_Check(literals) || PyTuple_GET_SIZE(literals) < 1 ||
        PyTuple_GET_SIZE(literals) > MAX_PROGRAM)
        goto bad;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(literals); i++)
        if (!PyBytes_CheckExact(PyTuple_GET_ITEM(literals, i))) goto bad;
    if (int_list(PyTuple_GET_ITEM(source, 4), (long)env_size * 2, &spec->shows, &spec->n_shows,
                 "a working's values") < 0)
        return -1;
    if (spec->n_shows + 1 != PyTuple_GET_SIZE(literals)) goto bad;
    spec->is_bool = PyObject_IsTrue(PyTuple_GET_ITEM(source, 5));
    if (spec->is_bool < 0) return -1;
    spec->name_part = Py_NewRef(PyTuple_GET_ITEM(source, 0));
    spec->rule_part = Py_NewRef(PyTuple_GET_ITEM(source, 1));
    spec->text = Py_NewRef(PyTuple_GET_ITEM(source, 2));
    spec->literals = Py_NewRef(literals);
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError,
                    "PenaltyLines(): a line is (name part, rule part, text, words, shown slots, is_bool), "
                    "its words one more than its shown slots");
    return -1;
}

/* One line of `spec` for `unit` (JSON bytes) on `env`, its value `value` (`whole`: written as an int,
 * as a case's deal score is), after a comma unless it is the first of `out`. */
static int put_line(PenaltyLines *self, Buffer *out, const LineSpec *spec, PyObject *unit, const int64_t *env,
                    int64_t value, int whole) {
    const int truth = spec->is_bool && !whole;
    if ((out->size && put(out, ",", 1) < 0) || put_object(out, self->open) < 0 || put_object(out, unit) < 0 ||
        put_object(out, spec->name_part) < 0)
        return -1;
    if ((truth ? put(out, value ? "true" : "false", value ? 4 : 5) : put_number(out, value, 0)) < 0 ||
        put_object(out, spec->rule_part) < 0)
        return -1;
    Buffer *working = &self->working;
    working->size = 0;
    for (int i = 0; i < spec->n_shows; i++) {
        const int shown = spec->shows[i];
        const int64_t item = env[shown >> 1];
        if (put_object(working, PyTuple_GET_ITEM(spec->literals, i)) < 0 ||
            ((shown & 1) ? put(working, item ? "true" : "false", item ? 4 : 5) : put_number(working, item, 1)) < 0)
            return -1;
    }
    if (put_object(working, PyTuple_GET_ITEM(spec->literals, spec->n_shows)) < 0) return -1;
    /* the working without its spaces against str(value) */
    char text[32];
    int size;
    if (truth) {
        size = value ? 4 : 5;
        memcpy(text, value ? "True" : "False", (size_t)size);
    } else {
        size = (int)(put_decimal(text, value) - text);
    }
    int at = 0, same = 1;
    for (Py_ssize_t i = 0; i < working->size && same; i++)
        if (working->data[i] != ' ') same = at < size && working->data[i] == text[at++];
    same = same && at == size;
    if (put_object(out, spec->text) < 0 || (!same && (put(out, " = ", 3) < 0 || put(out, working->data, working->size) < 0)))
        return -1;
    return put_object(out, self->close);
}

static void PenaltyLines_dealloc(PenaltyLines *self) {
    if (self->scorer != NULL) {
        for (int i = 0; self->quantities != NULL && i < self->scorer->n_quantities; i++)
            free_spec(&self->quantities[i]);
        for (int i = 0; self->case_taker != NULL && i < self->scorer->n_cases; i++) {
            free_spec(&self->case_taker[i]);
            free_spec(&self->case_defence[i]);
        }
    }
    PyMem_Free(self->quantities);
    PyMem_Free(self->unit_lines);
    PyMem_Free(self->case_taker);
    PyMem_Free(self->case_defence);
    PyMem_Free(self->failed);
    PyMem_Free(self->envs);
    PyMem_Free(self->out.data);
    PyMem_Free(self->working.data);
    Py_XDECREF(self->units);
    Py_XDECREF(self->open);
    Py_XDECREF(self->close);
    Py_XDECREF(self->scorer);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int PenaltyLines_init(PenaltyLines *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"scorer", "fact_index", "quantities", "unit_lines", "cases",
                               "failed", "units", "line_parts", NULL};
    PyObject *scorer, *fact_index, *quantities, *unit_lines, *cases, *failed, *units, *line_parts;
    if (self->scorer != NULL) {
        PyErr_SetString(PyExc_TypeError, "PenaltyLines() is initialised once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!O!O!O!O!O!O!O!", keywords, &ScorerType, &scorer,
                                     &PyTuple_Type, &fact_index, &PyTuple_Type, &quantities, &PyTuple_Type,
                                     &unit_lines, &PyTuple_Type, &cases, &PyTuple_Type, &failed, &PyTuple_Type,
                                     &units, &PyTuple_Type, &line_parts))
        return -1;
    Scorer *owner = (Scorer *)scorer;
    if (owner->programs == NULL) {
        PyErr_SetString(PyExc_ValueError, "PenaltyLines(): the Scorer was not initialised");
        return -1;
    }
    self->scorer = (Scorer *)Py_NewRef(scorer);
    const int n_quantities = owner->n_quantities, n_cases = owner->n_cases;
    int *indexes = NULL, count = 0;
    if (int_list(fact_index, MAX_FACTS, &indexes, &count, "fact_index") < 0) return -1;
    if (count != owner->facts) {
        PyMem_Free(indexes);
        PyErr_SetString(PyExc_ValueError, "PenaltyLines(): fact_index has one index per fact of the scorer");
        return -1;
    }
    self->n_side = MAX_FACTS; /* (a unit's facts as PenaltyPlan gives them: all of SIDE_FACTS) */
    memcpy(self->fact_index, indexes, sizeof(int) * (size_t)count);
    PyMem_Free(indexes);
    if (PyTuple_GET_SIZE(quantities) != n_quantities || PyTuple_GET_SIZE(unit_lines) != n_quantities ||
        PyTuple_GET_SIZE(cases) != n_cases || PyTuple_GET_SIZE(units) != owner->units + 1 ||
        PyTuple_GET_SIZE(line_parts) != 2) {
        PyErr_SetString(PyExc_ValueError, "PenaltyLines(): sizes differ from the scorer's");
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(units); i++)
        if (!PyBytes_CheckExact(PyTuple_GET_ITEM(units, i))) goto not_bytes;
    if (!PyBytes_CheckExact(PyTuple_GET_ITEM(line_parts, 0)) || !PyBytes_CheckExact(PyTuple_GET_ITEM(line_parts, 1)))
        goto not_bytes;
    self->quantities = PyMem_Calloc((size_t)n_quantities + 1, sizeof(LineSpec));
    self->unit_lines = PyMem_Calloc((size_t)n_quantities + 1, 1);
    self->case_taker = PyMem_Calloc((size_t)n_cases, sizeof(LineSpec));
    self->case_defence = PyMem_Calloc((size_t)n_cases, sizeof(LineSpec));
    self->envs = PyMem_Calloc((size_t)owner->units * (size_t)owner->env_size, sizeof(int64_t));
    if (!self->quantities || !self->unit_lines || !self->case_taker || !self->case_defence || !self->envs) {
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < n_quantities; i++) {
        if (load_spec(PyTuple_GET_ITEM(quantities, i), owner->env_size, &self->quantities[i]) < 0) return -1;
        const int shown = PyObject_IsTrue(PyTuple_GET_ITEM(unit_lines, i));
        if (shown < 0) return -1;
        self->unit_lines[i] = (char)shown;
    }
    for (int i = 0; i < n_cases; i++) {
        PyObject *item = PyTuple_GET_ITEM(cases, i);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
            PyErr_SetString(PyExc_ValueError, "PenaltyLines(): a case is (taker's line, defence's line)");
            return -1;
        }
        if (load_spec(PyTuple_GET_ITEM(item, 0), owner->env_size, &self->case_taker[i]) < 0 ||
            load_spec(PyTuple_GET_ITEM(item, 1), owner->env_size, &self->case_defence[i]) < 0)
            return -1;
    }
    if (int_list(failed, n_cases, &self->failed, &self->n_failed, "failed") < 0) return -1;
    self->units = Py_NewRef(units);
    self->open = Py_NewRef(PyTuple_GET_ITEM(line_parts, 0));
    self->close = Py_NewRef(PyTuple_GET_ITEM(line_parts, 1));
    self->ready = 1;
    return 0;
not_bytes:
    PyErr_SetString(PyExc_ValueError, "PenaltyLines(): units and line_parts are tuples of bytes");
    return -1;
}

/* an int of a sequence `source` at `index` within MAX_VALUE: 1, 0 when beyond it, -1 with an error set */
static int value_at(PyObject *source, Py_ssize_t index, int64_t *out) {
    int overflow = 0;
    *out = PyLong_AsLongLongAndOverflow(PySequence_Fast_GET_ITEM(source, index), &overflow);
    if (*out == -1 && PyErr_Occurred()) return -1;
    return !overflow && *out <= MAX_VALUE && *out >= -MAX_VALUE;
}

static PyObject *PenaltyLines_write(PenaltyLines *self, PyObject *const *args, Py_ssize_t nargs) {
    if (!self->ready || nargs != 4 || !PyTuple_Check(args[0]) || !PyList_Check(args[1]) || !PyLong_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "PenaltyLines.write(values, facts, taker_unit, made): a tuple, a list, an int");
        return NULL;
    }
    Scorer *s = self->scorer;
    const int units = s->units, facts = s->facts;
    const Py_ssize_t deal_size = DEAL_FACTS + s->specials;
    const long taker = PyLong_AsLong(args[2]);
    const int made = PyObject_IsTrue(args[3]);
    if ((taker == -1 && PyErr_Occurred()) || made < 0) return NULL;
    if (PyTuple_GET_SIZE(args[0]) != deal_size || PyList_GET_SIZE(args[1]) != units || taker < 0 || taker >= units) {
        PyErr_SetString(PyExc_ValueError, "PenaltyLines.write(): values, facts or taker of another layout");
        return NULL;
    }
    int64_t side[MAX_UNITS][MAX_FACTS];
    for (int u = 0; u < units; u++) {
        PyObject *unit = PyList_GET_ITEM(args[1], u);
        if (!PyTuple_Check(unit) || PyTuple_GET_SIZE(unit) != self->n_side) {
            PyErr_SetString(PyExc_ValueError, "PenaltyLines.write(): each unit's facts are a tuple of six ints");
            return NULL;
        }
        for (int f = 0; f < facts; f++) {
            const int found = value_at(unit, self->fact_index[f], &side[u][f]);
            if (found < 0) return NULL;
            if (!found) Py_RETURN_NONE;
        }
    }
    /* the values every unit shares: the deal's, the takers' and the defence's facts */
    int64_t *taker_env = self->envs + (Py_ssize_t)taker * s->env_size;
    for (Py_ssize_t i = 0; i < deal_size; i++) {
        const int found = value_at(args[0], i, &taker_env[i]);
        if (found < 0) return NULL;
        if (!found) Py_RETURN_NONE;
    }
    const Py_ssize_t taker_at = deal_size, defence_at = taker_at + facts;
    for (int f = 0; f < facts; f++) {
        int64_t defence = 0;
        for (int u = 0; u < units; u++)
            if (u != taker) defence += side[u][f];
        taker_env[taker_at + f] = side[taker][f];
        taker_env[defence_at + f] = defence;
    }
    /* each unit's values: its own facts, every quantity in the declared order, then made */
    for (int u = 0; u < units; u++) {
        int64_t *env = self->envs + (Py_ssize_t)u * s->env_size;
        if (env != taker_env) memcpy(env, taker_env, sizeof(int64_t) * (size_t)s->own_at);
        for (int f = 0; f < facts; f++) env[s->own_at + f] = side[u][f];
        env[s->is_taker_slot] = u == taker;
        env[s->made_slot] = 0;
        memcpy(env + s->constants_at, s->constants, sizeof(int64_t) * (size_t)s->n_constants);
        memset(env + s->constants_at + s->n_constants, 0, sizeof(int64_t) * (size_t)s->n_quantities);
        if (compute_all(s, env) < 0) Py_RETURN_NONE;
        env[s->made_slot] = made;
    }
    /* the case: the first whose `when` holds on the takers' values, else the last */
    const int n_choices = made ? s->n_cases : self->n_failed;
    if (n_choices == 0) Py_RETURN_NONE;
    int chosen = made ? s->n_cases - 1 : self->failed[n_choices - 1];
    for (int i = 0; i < n_choices; i++) {
        const int c = made ? i : self->failed[i];
        int64_t holds;
        if (s->cases[c].when.size == 0) {
            chosen = c;
            break;
        }
        if (run(&s->cases[c].when, taker_env, &holds) < 0) Py_RETURN_NONE;
        if (holds) {
            chosen = c;
            break;
        }
    }
    /* the lines: the deal's part, then each unit's */
    Buffer *out = &self->out;
    out->size = 0;
    PyObject *deal_unit = PyTuple_GET_ITEM(self->units, units);
    for (int q = 0; q < s->n_quantities; q++)
        if (!self->unit_lines[q] &&
            put_line(self, out, &self->quantities[q], deal_unit, taker_env, taker_env[s->quantity_slots[q]], 0) < 0)
            return NULL;
    PyObject *deal = PyBytes_FromStringAndSize(out->data, out->size);
    PyObject *parts = PyTuple_New(units), *scores = PyTuple_New(units);
    if (deal == NULL || parts == NULL || scores == NULL) goto failed;
    for (int u = 0; u < units; u++) {
        int64_t *env = self->envs + (Py_ssize_t)u * s->env_size;
        PyObject *unit = PyTuple_GET_ITEM(self->units, u);
        out->size = 0;
        for (int q = 0; q < s->n_quantities; q++)
            if (self->unit_lines[q] &&
                put_line(self, out, &self->quantities[q], unit, env, env[s->quantity_slots[q]], 0) < 0)
                goto failed;
        const Program *formula = u == taker ? &s->cases[chosen].taker : &s->cases[chosen].defence;
        int64_t score;
        if (run(formula, env, &score) < 0) {
            Py_DECREF(deal);
            Py_DECREF(parts);
            Py_DECREF(scores);
            Py_RETURN_NONE;
        }
        if (put_line(self, out, u == taker ? &self->case_taker[chosen] : &self->case_defence[chosen], unit, env,
                     score, 1) < 0)
            goto failed;
        PyObject *part = PyBytes_FromStringAndSize(out->data, out->size);
        PyObject *number = PyLong_FromLongLong(score);
        if (part == NULL || number == NULL) {
            Py_XDECREF(part);
            Py_XDECREF(number);
            goto failed;
        }
        PyTuple_SET_ITEM(parts, u, part);
        PyTuple_SET_ITEM(scores, u, number);
    }
    return Py_BuildValue("(NiNN)", deal, chosen, parts, scores);
failed:
    Py_XDECREF(deal);
    Py_XDECREF(parts);
    Py_XDECREF(scores);
    return NULL;
}

static PyMethodDef PenaltyLines_methods[] = {
    {"write", (PyCFunction)(void (*)(void))PenaltyLines_write, METH_FASTCALL,
     "write(values, facts, taker_unit, made) -> (deal's lines, case index, each unit's lines, scores) | None: "
     "None where a formula fails or a value is beyond MAX_VALUE (then Python writes them)"},
    {NULL, NULL, 0, NULL}};

static PyTypeObject PenaltyLinesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "refscore.judge._scorecore.PenaltyLines",
    .tp_basicsize = sizeof(PenaltyLines),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A penalty's breakdown lines from the scorer's programs (refscore.fast.penalty_plan.PenaltyPlan).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)PenaltyLines_init,
    .tp_dealloc = (destructor)PenaltyLines_dealloc,
    .tp_methods = PenaltyLines_methods,
};

/* ScoreAPI.score (_scorecore_api.h): `Scorer.score` on a key of C ints, for refscore/fast/_fastcore.c */
static int api_score(PyObject *scorer, const int *key, Py_ssize_t count, int *made, int *chosen, int64_t *scores) {
    if (Py_TYPE(scorer) != &ScorerType || ((Scorer *)scorer)->programs == NULL) {
        PyErr_SetString(PyExc_TypeError, "score: an initialised Scorer");
        return -1;
    }
    Scorer *self = (Scorer *)scorer;
    if (count != DEAL_FACTS + (Py_ssize_t)self->units * self->facts) {
        PyErr_SetString(PyExc_ValueError, "score(): a scoring key of another layout");
        return -1;
    }
    int64_t values[DEAL_FACTS + MAX_UNITS * MAX_FACTS];
    for (Py_ssize_t i = 0; i < count; i++) values[i] = key[i]; /* (C ints: within MAX_VALUE) */
    return score_values(self, values, made, chosen, scores);
}

_Static_assert(MAX_UNITS <= SCORE_API_MAX_UNITS, "ScoreAPI.score writes at most SCORE_API_MAX_UNITS scores");
static ScoreAPI score_api = {api_score, NULL};

static PyMethodDef module_methods[] = {
    {"run", module_run, METH_VARARGS, "run(program, values) -> value | None: one validated program"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_scorecore",
                                    "The variant's scoring formulas as validated programs (refscore/fast/checker.py).",
                                    -1, module_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__scorecore(void) {
    if (PyType_Ready(&ScorerType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&ScorerType);
    if (PyModule_AddObject(m, "Scorer", (PyObject *)&ScorerType) < 0) {
        Py_DECREF(&ScorerType);
        Py_DECREF(m);
        return NULL;
    }
    if (PyType_Ready(&PenaltyLinesType) < 0 ||
        PyModule_AddObject(m, "PenaltyLines", Py_NewRef((PyObject *)&PenaltyLinesType)) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    if (PyModule_AddIntConstant(m, "MAX_STACK", MAX_STACK) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    score_api.type = &ScorerType;
    PyObject *api = PyCapsule_New(&score_api, SCORE_API_NAME, NULL);
    if (api == NULL || PyModule_AddObject(m, "_score_api", api) < 0) {
        Py_XDECREF(api);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
