"""Build one C core with CPython's own compile line plus extra flags, one shared object per variant:
the candidates of build_support/cores.py's "measured and left out", to compare with
bench/solver_builds.py (the solver) or bench/core_builds.py (the batch cores).

Why a script: setup.py builds only what it keeps (build_support/cores.py); the builds measured and
left out must stay reproducible. Each variant is NAME=FLAGS; FLAGS may hold `pgo`, which builds with
`-fprofile-generate`, runs `--train` (its `{so}` replaced by the instrumented object, in a child
process), then builds again with `-fprofile-use -fprofile-partial-training` from the same object path
(gcc finds the profile by that path).

    python bench/flag_builds.py /tmp/builds refscore/solver/_solvecore.c base= popcnt=-mpopcnt O2=-O2 \\
        lto=-flto nsi="-fno-semantic-interposition -fno-plt" v2=-march=x86-64-v2 v3=-march=x86-64-v3 \\
        pgo=pgo pgo_popcnt="pgo -mpopcnt" \\
        --train "python bench/solver_builds.py {so} --rounds 1 --coinche 6 --contree 3"
    python bench/solver_builds.py /tmp/builds/base/_solvecore.so /tmp/builds/popcnt/_solvecore.so

Writes OUT/NAME/MODULE.so (MODULE: the source's stem, `_solvecore`) and prints each build's CPU time.
"""

from __future__ import annotations

import argparse
import resource
import shlex
import shutil
import subprocess
import sysconfig
from pathlib import Path


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build(source: Path, folder: Path, flags: list[str], train: str | None) -> float:
    """Compile and link `source` into folder/STEM.so; the CPU seconds it took (training included)."""
    start = cpu_of_children()
    folder.mkdir(parents=True, exist_ok=True)
    obj, shared = folder / f"{source.stem}.o", folder / f"{source.stem}.so"
    cc = shlex.split(sysconfig.get_config_var("CC"))
    config = sysconfig.get_config_var
    cflags = [*shlex.split(config("CFLAGS")), *shlex.split(config("CCSHARED"))]
    kernel = Path(__file__).resolve().parents[1] / "refscore" / "kernel"  # _kernel_walk.h, for every core
    include = [f"-I{sysconfig.get_paths()['include']}", f"-I{kernel}"]
    pgo = "pgo" in flags
    extra = [flag for flag in flags if flag != "pgo"]

    def compile_and_link(more: list[str]) -> None:
        subprocess.run([*cc, *cflags, *include, *extra, *more, "-c", str(source), "-o", str(obj)], check=True)
        subprocess.run([*cc, "-shared", *extra, *more, str(obj), "-o", str(shared)], check=True)

    if pgo:
        if train is None:
            raise SystemExit("a pgo variant needs --train")
        for old in folder.glob("*.gcda"):
            old.unlink()
        compile_and_link(["-fprofile-generate", "-fprofile-update=single"])
        subprocess.run(shlex.split(train.replace("{so}", str(shared))), check=True, stdout=subprocess.DEVNULL)
        compile_and_link(["-fprofile-use", "-fprofile-partial-training", "-Wno-missing-profile"])
    else:
        compile_and_link([])
    return cpu_of_children() - start


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    parser.add_argument("source", type=Path)
    parser.add_argument("variants", nargs="+", help="NAME=FLAGS (FLAGS may contain pgo)")
    parser.add_argument("--train", help="the training command of pgo variants, {so}: the object")
    args = parser.parse_args()
    for variant in args.variants:
        name, _, flags = variant.partition("=")
        folder = args.out / name
        shutil.rmtree(folder, ignore_errors=True)
        spent = build(args.source, folder, shlex.split(flags), args.train)
        print(f"{name:<12} {flags:<45} built in {spent:5.1f} s CPU -> {folder / args.source.stem}.so")


if __name__ == "__main__":
    main()
