"""Maintainers: try every wrong and right answer of a chapter in one kernel, in seconds.

    .venv/bin/python scripts/try_answers.py 05_training [--only ex1_evaluate]

Runs the solution notebook top to bottom in one kernel (offline, CPU, small scale). At each
exercise it runs the tests cell against the reference solution, then against each answer in
``tests/wrong_answers/<chapter>/`` (it must fail with the declared ``[label]``) and
``tests/right_answers/<chapter>/`` (it must pass, with nothing on stderr), then puts the
reference back and goes on. It is a fast inner loop while writing tests; the grading round trip
(``tests/test_grading_roundtrip.py``) stays the judge, with real nbgrader and the sandbox.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from jupyter_client.manager import start_new_kernel

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graders.course import SOLUTIONS, notebooks_of, read  # noqa: E402
from tests.cells import names_of  # noqa: E402
from tests.exercises import (  # noqa: E402
    RESET,
    declared_diagnosis,
    exercises,
    guard_names,
    guard_setup,
)

ACCELERATOR = "import ptp.domains; ptp.domains.prepare_accelerator({!r})"
ENV = {"PTP_OFFLINE": "1", "PTP_SCALE": "small", "PTP_DEVICE": "cpu", "MPLBACKEND": "Agg"}


def run(kc, code: str, timeout: float = 300) -> tuple[str | None, str]:
    """Execute ``code``; return (the error's "ename: evalue" or None, what reached stderr)."""
    error, stderr = None, []

    def hook(msg):
        nonlocal error
        kind, content = msg["msg_type"], msg["content"]
        if kind == "error":
            error = f"{content['ename']}: {content['evalue']}"
        elif kind == "stream" and content["name"] == "stderr":
            stderr.append(content["text"])

    kc.execute_interactive(code, timeout=timeout, output_hook=hook, store_history=False)
    return error, "".join(stderr)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("chapter")
    ap.add_argument("--only", action="append", help="only this solution id (repeatable)")
    args = ap.parse_args(argv)
    os.environ.update(ENV)
    by_id = {e.solution_id: e for e in exercises(args.chapter)}
    failures = 0
    for path in notebooks_of(args.chapter):
        km, kc = start_new_kernel(kernel_name="python3", cwd=str(SOLUTIONS / args.chapter))
        try:
            cells = read(path).cells
            run(kc, ACCELERATOR.format(sorted(by_id)))  # as the grading kernel does
            run(kc, guard_setup())  # and its guard of the learner's calls
            start = time.perf_counter()
            for i, cell in enumerate(cells):
                if cell.cell_type != "code":
                    continue
                meta = cell.metadata.get("nbgrader", {})
                error, stderr = run(kc, cell.source)
                ex = by_id.get(meta.get("grade_id", ""))
                if meta.get("grade") and error:
                    print(f"cell {i} ({meta['grade_id']}) fails on the reference: {error}")
                    failures += 1
                if ex is None or (args.only and ex.solution_id not in args.only):
                    continue
                tests = cells[i + 1].source
                guard = guard_names(names_of(cell.source)[0])
                run(kc, guard)
                for answer in [*ex.wrong_answers, *ex.right_answers]:
                    t0 = time.perf_counter()
                    err, _ = run(kc, answer.read_text())
                    if err is None:
                        err, _ = run(kc, guard)
                    if err is None:
                        err, stderr = run(kc, tests)
                    else:
                        stderr = ""
                    took = time.perf_counter() - t0
                    run(kc, RESET)
                    if answer in ex.right_answers:
                        ok = err is None and not stderr
                        said = err or (stderr.strip()[-200:] if stderr else "passes")
                    else:
                        label = declared_diagnosis(answer)
                        ok = bool(err) and label is not None and f"[{label}]" in err
                        said = err or "PASSES (tests too weak)"
                    failures += not ok
                    print(f"{'ok ' if ok else 'BAD'} {answer.parent.parent.name[:5]} "
                          f"{answer.name:<60} {took:5.1f}s  {said[:300]}")
                run(kc, cell.source)  # the reference again, for the cells below
                run(kc, guard)
            print(f"{path.name}: {time.perf_counter() - start:.1f} s")
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=True)
    print("all answers behave" if not failures else f"{failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
