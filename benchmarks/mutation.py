"""Maintainers: mutation analysis of the exercises' tests (``make mutants``).

    .venv/bin/python benchmarks/mutation.py [--chapter 05_training] [--only ex1_evaluate]
    .venv/bin/python benchmarks/mutation.py --report-only      # the report again, after triage
    .venv/bin/python benchmarks/mutation.py --list --chapter 01_tensors   # mutants, not run

For each exercise, mutants of the reference solution cell (``benchmarks/mutation_operators.py``:
the PyTorch pitfalls the chapters teach first, then generic operators, at most ``--cap`` of
them) are tried against the exercise's full tests cell, hidden tests included. As in
``scripts/try_answers.py``, each notebook runs top to bottom once in one kernel (offline, CPU,
small scale); at each exercise, once the reference has passed, every mutant is defined (the
names the reference binds forgotten first, as the grading round trip's trials do) and the tests
cell run against it, then the kernel is put back as the reference left it
(``benchmarks/mutation_kernel.py``: names, tensors, modules, global state), so no mutant
leaves traces for the next; the reference is put back for the cells below.

A mutant is **killed** when it raises while being defined, or its tests cell raises or writes
to stderr (nbgrader's rule for a failed cell), recording the diagnosis (``[label]``) that
killed it; **timeout** when a run passes ``--timeout`` seconds (the kernel is interrupted;
counted as killed); **invalid** when it only fails because an attribute it added does not
exist on that value (``(a float).squeeze()``: not a program anyone would submit, left out of
the rates); otherwise it **survived**. With ``--behaviour`` (the default), each survivor of an
exercise that has an input generator (``benchmarks/mutation_inputs.py``) is run beside the
reference on generated inputs: the same behaviour on all of them marks it equivalent, and the
first input where they differ is recorded (the input a new test needs).

Results: ``benchmarks/mutation.json`` (every mutant: key, operator, line, a one-line diff,
outcome, the label that killed it; a run of some chapters or exercises replaces those and keeps
the rest) and ``benchmarks/mutation.md`` (per exercise, chapter and course). Survivors are
triaged by hand in ``benchmarks/mutation_triage.json``: mutant key -> ``{"verdict":
"equivalent" | "allowed" | "hole", "why": ...}``; a survivor without a verdict (and not
equivalent by behaviour) shows as untriaged. Keys are a hash of the exercise and the mutated
source, so they stay the same from run to run while the reference does.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sys
import time
from collections import Counter
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from jupyter_client.manager import start_new_kernel

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.mutation_operators import Mutant, mutants, select  # noqa: E402
from graders.course import SOLUTIONS, chapter_names, notebooks_of, read  # noqa: E402
from scripts.try_answers import ENV, run  # noqa: E402
from tests.cells import names_of  # noqa: E402
from tests.exercises import Exercise, cell_index, exercises  # noqa: E402

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "mutation.json"
REPORT = HERE / "mutation.md"
TRIAGE = HERE / "mutation_triage.json"
KERNEL_HELPERS = HERE / "mutation_kernel.py"
INPUT_GENERATORS = HERE / "mutation_inputs.py"
LABEL = re.compile(r"^\w+: \[([a-z0-9][a-z0-9-]*)\]")
KILLED = ("killed", "timeout")
# One thread per kernel: a maintainer's machine is shared, and timings stay comparable.
KERNEL_ENV = {**ENV, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


class MutantTimeout(Exception):
    """A run passed its time limit and was interrupted."""


class KernelLost(Exception):
    """The kernel did not come back after an interrupt (or died)."""


class Kernel:
    """One notebook's kernel: ``run`` with a time limit, interrupting a run that passes it."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.km, self.kc = start_new_kernel(kernel_name="python3", cwd=str(cwd))

    def run(self, code: str, timeout: float) -> tuple[str | None, str]:
        if not self.km.is_alive():
            raise KernelLost("the kernel died")
        try:
            return run(self.kc, code, timeout=timeout)
        except TimeoutError:
            self.km.interrupt_kernel()
            try:
                run(self.kc, "pass", timeout=30)  # returns once the interrupted run has ended
            except TimeoutError:
                raise KernelLost("no answer after an interrupt") from None
            raise MutantTimeout from None

    def ask(self, code: str, timeout: float = 300) -> Any:
        """Run ``code``, which must leave a JSON-able value in ``_ptp_answer``; return it."""
        path = Path(os.environ.get("TMPDIR", "/tmp")) / f"ptp_mutation_{os.getpid()}.json"
        err, _ = self.run(f"{code}\nimport json as _ptp_json\n"
                          f"open({str(path)!r}, 'w').write(_ptp_json.dumps(_ptp_answer))",
                          timeout)
        if err:
            raise RuntimeError(err)
        try:
            return json.loads(path.read_text())
        finally:
            path.unlink(missing_ok=True)

    def stop(self) -> None:
        self.kc.stop_channels()
        self.km.shutdown_kernel(now=True)


def load_helpers(kernel: Kernel) -> None:
    """The kernel-side helpers, loaded by file path (nothing added to the kernel's path)."""
    code = []
    for name, path in (("_ptp_mk", KERNEL_HELPERS), ("_ptp_inputs", INPUT_GENERATORS)):
        code.append(f"import importlib.util as _ptp_u\n"
                    f"_ptp_s = _ptp_u.spec_from_file_location({name!r}, {str(path)!r})\n"
                    f"{name} = _ptp_u.module_from_spec(_ptp_s)\n"
                    f"__import__('sys').modules[{name!r}] = {name}\n"
                    f"_ptp_s.loader.exec_module({name})\n")
    err, _ = kernel.run("".join(code), 120)
    if err:
        raise RuntimeError(f"could not load the mutation helpers: {err}")


def forget(reference: str) -> str:
    """Code that removes the names the reference binds, so nothing of it is left (as the grading
    round trip's trials do before an answer)."""
    names = sorted(names_of(reference)[0])
    return f"for _ptp_name in {names!r}:\n    globals().pop(_ptp_name, None)\n"


def outcome_of(mutant: Mutant, kernel: Kernel, reference: str, tests: str,
               timeout: float) -> dict[str, Any]:
    """Define ``mutant``, run the tests cell against it: what happened."""
    start = time.perf_counter()
    said = ""  # the error or stderr in full
    try:
        err, _ = kernel.run(forget(reference) + mutant.source, timeout)
        if err:
            said, label = err, f"defined: {err.split(':')[0]}"
        else:
            err, stderr = kernel.run(tests, timeout)
            match = LABEL.match(err or "")
            said = err or stderr.strip()
            label = (match.group(1) if match else err.split(":")[0]) if err else \
                "stderr" if said else None
        outcome = "killed" if said else "survived"
    except MutantTimeout:
        outcome, label, said = "timeout", "timeout", f"over {timeout:g} s"
    if outcome == "killed" and mutant.inserted and \
            f"has no attribute '{mutant.inserted}'" in said:
        outcome = "invalid"
    return {"outcome": outcome, "label": label,
            "message": said[-160:] if label == "stderr" else said[:160],
            "seconds": round(time.perf_counter() - start, 2)}


def behaviour_of(kernel: Kernel, ex: Exercise, reference: str, survivors: list[dict],
                 sources: dict[str, str], seeds: int) -> None:
    """Run each survivor and the reference on the exercise's generated inputs; record on each
    survivor whether they behaved the same, and the first input where they did not."""
    from benchmarks.mutation_inputs import INPUTS

    spec = INPUTS.get(ex.solution_id)
    if spec is None or not survivors:
        return
    call = ("_ptp_answer = _ptp_mk.behaviour(globals(), {src!r}, {fn!r}, "
            "_ptp_inputs.INPUTS[{sid!r}].make, list(range({seeds})), "
            "_ptp_inputs.INPUTS[{sid!r}].observe)\n"
            "_ptp_guard.restore()")
    try:
        expected = kernel.ask(call.format(src=reference, fn=spec.function, sid=ex.solution_id,
                                          seeds=seeds))
    except (RuntimeError, MutantTimeout) as err:
        for s in survivors:
            s["behaviour"] = {"error": f"the reference failed on the inputs: {err}"[:300]}
        return
    for s in survivors:
        try:
            got = kernel.ask(call.format(src=sources[s["key"]], fn=spec.function,
                                         sid=ex.solution_id, seeds=seeds), timeout=120)
        except (RuntimeError, MutantTimeout) as err:
            kernel.run("_ptp_guard.restore()", 60)
            s["behaviour"] = {"error": str(err)[:300]}
            continue
        differ = [(label, where) for (label, a), (_, b) in zip(expected, got, strict=True)
                  if (where := difference(a, b)) is not None]
        s["behaviour"] = {"inputs": len(expected), "same": not differ}
        if differ:
            label, where = differ[0]
            s["behaviour"] |= {"differs_on": label, "differ_count": len(differ),
                               "difference": where[:300]}


def difference(a: Any, b: Any, path: str = "the outcome") -> str | None:
    """Where two fingerprints (``mutation_kernel.fingerprint``) differ, in words, or None when
    they agree (numbers within a relative 1e-6, so a different rounding is not a difference)."""
    if path == "the outcome" and a[:1] != b[:1]:
        def said(o: list) -> str:
            return "returned" if o[0] == "returned" else f"raised {o[1]}"
        return f"the reference {said(a)}, the mutant {said(b)}"
    if path == "the outcome" and a[0] == "raised":
        return None if a == b else f"the reference raised {a[1]}, the mutant {b[1]}"
    if path == "the outcome" and a[:1] == b[:1] == ["returned"]:
        found = difference(a[1], b[1], "what it returned")
        for i, (x, y) in enumerate(zip(a[2][1], b[2][1], strict=True)):
            found = found or difference(x, y, f"argument {i + 1} after the call")
        for (k, x), (_, y) in zip(a[3][1], b[3][1], strict=True):
            found = found or difference(x, y, f"argument {k} after the call")
        return found
    if isinstance(a, float) or isinstance(b, float):
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and \
                isinstance(a, bool) == isinstance(b, bool) and \
                abs(a - b) <= 1e-6 * max(abs(a), abs(b)) + 1e-12:
            return None
        return f"{path}: {a!r} (reference) vs {b!r} (mutant)"
    if not (isinstance(a, list) and isinstance(b, list)) or a[:1] != b[:1] or len(a) != len(b):
        return None if a == b else f"{path}: {_short(a)} (reference) vs {_short(b)} (mutant)"
    if not a or not isinstance(a[0], str):  # a plain list (a shape, values): item by item
        pairs = [(f"{path}[{i}]", x, y) for i, (x, y) in enumerate(zip(a, b, strict=True))]
        return next((f for w, x, y in pairs if (f := difference(x, y, w)) is not None), None)
    kind = a[0]
    if kind == "tensor":
        pairs = [(f"{path} {name}", x, y) for name, x, y in zip(
            ("dtype", "shape", "device", "requires_grad", "values", ".grad"), a[1:], b[1:],
            strict=True)]
    elif kind in ("tuple", "list") and len(a) == 2 and isinstance(a[1], list):
        if len(a[1]) != len(b[1]):
            return f"{path}: {len(a[1])} items (reference) vs {len(b[1])} (mutant)"
        pairs = [(f"{path}[{i}]", x, y) for i, (x, y) in enumerate(zip(a[1], b[1], strict=True))]
    elif kind == "module":
        for (name, ta), (_, tb) in zip(a[2], b[2], strict=False):
            if ta != tb:
                return (f"{path}: submodule '{name}' {'training' if ta else 'eval'} "
                        f"(reference) vs {'training' if tb else 'eval'} (mutant)")
        pairs = [(f"{path} ({a[1]}) {k}", x, y)
                 for (k, x), (_, y) in zip(a[3], b[3], strict=False)]
        if len(a[2]) != len(b[2]) or [k for k, _ in a[3]] != [k for k, _ in b[3]]:
            return f"{path}: not the same submodules or state entries"
    elif kind == "dict":
        if [k for k, _ in a[1]] != [k for k, _ in b[1]]:
            return f"{path}: keys {_short([k for k, _ in a[1]])} (reference) vs " \
                   f"{_short([k for k, _ in b[1]])} (mutant)"
        pairs = [(f"{path}[{k}]", x, y) for (k, x), (_, y) in zip(a[1], b[1], strict=True)]
    elif kind == "optimizer":
        pairs = [(f"{path} state", a[1], b[1])]
    else:
        pairs = [(f"{path}[{i}]", x, y) for i, (x, y) in enumerate(zip(a, b, strict=True))]
    for where, x, y in pairs:
        found = difference(x, y, where)
        if found is not None:
            return found
    return None


def _short(v: Any) -> str:
    text = json.dumps(v)
    return text if len(text) <= 80 else text[:79] + "…"


def run_notebook(chapter: str, path: Path, chosen: list[Exercise], args: argparse.Namespace
                 ) -> dict[str, dict]:
    """Every chosen exercise of one notebook, in one kernel: their results by exercise key."""
    nb = read(path)
    cells = nb.cells
    at = {cell_index(nb, ex.solution_id): ex for ex in chosen}
    last = max(at) + 1  # the last chosen exercise's tests cell
    results: dict[str, dict] = {}
    kernel = Kernel(SOLUTIONS / chapter)
    start = time.perf_counter()

    def renew(upto: int) -> None:
        """A new kernel, with the notebook's code cells run up to ``upto`` (the tests cell of
        the exercise at hand), the helpers loaded and the guard set."""
        nonlocal kernel
        kernel.stop()
        kernel = Kernel(SOLUTIONS / chapter)
        for cell in cells[:upto + 1]:
            if cell.cell_type == "code":
                kernel.run(cell.source, 600)
        load_helpers(kernel)
        kernel.run("_ptp_guard = _ptp_mk.Guard(globals())", 120)

    try:
        load_helpers(kernel)
        for i, cell in enumerate(cells[:last + 1]):
            if cell.cell_type != "code":
                continue
            error, stderr = kernel.run(cell.source, 600)
            meta = cell.metadata.get("nbgrader", {})
            if meta.get("grade") and (error or stderr.strip()) and i - 1 not in at:
                print(f"  {path.name} cell {i} ({meta.get('grade_id')}) fails on the reference: "
                      f"{error or stderr[-200:]}")
            if i - 1 not in at:
                continue
            ex = at[i - 1]
            key = f"{chapter}/{ex.solution_id}"
            reference, tests = cells[i - 1].source, cell.source
            found = mutants(reference, key)
            picked = select(found, args.cap, ex.solution_id)
            entry: dict[str, Any] = {
                "chapter": chapter, "notebook": path.name, "solution_id": ex.solution_id,
                "tests_id": ex.tests_id, "candidates": len(found), "mutants": []}
            results[key] = entry
            if error or stderr.strip():
                entry["baseline"] = f"the reference fails its tests: {error or stderr[-300:]}"
                print(f"  {key}: {entry['baseline']}")
                continue
            t0 = time.perf_counter()
            kernel.run("_ptp_guard = _ptp_mk.Guard(globals())", 120)
            # expected, so not noted: the cells rebind their names, tests draw random numbers
            rebound = names_of(reference)[0] | names_of(tests)[0]
            for m in picked:
                try:
                    result = outcome_of(m, kernel, reference, tests, args.timeout)
                except KernelLost as lost:  # hung past an interrupt, or died: killed
                    print(f"  {key} {m.key}: {lost}; a new kernel")
                    renew(i)
                    result = {"outcome": "timeout", "label": "timeout",
                              "message": str(lost), "seconds": args.timeout}
                try:  # put back what the mutant changed, and note what that was
                    restored = [r for r in kernel.ask("_ptp_answer = _ptp_guard.restore()", 120)
                                if r.removeprefix("name ") not in rebound
                                and not (r.startswith("global") and r.endswith("_rng"))]
                    if restored:
                        result["restored"] = restored[:10]
                except (RuntimeError, MutantTimeout, KernelLost) as err:
                    print(f"  {key} {m.key}: could not put the kernel back ({err}); a new one")
                    result["restored"] = ["a new kernel"]
                    renew(i)
                entry["mutants"].append({**{k: v for k, v in asdict(m).items()
                                            if k not in ("source", "inserted")}, **result})
                mark = {"killed": ".", "timeout": "T", "invalid": "i"}.get(result["outcome"], "S")
                print(mark, end="", flush=True)
            survivors = [r for r in entry["mutants"] if r["outcome"] == "survived"]
            if args.behaviour:
                try:
                    behaviour_of(kernel, ex, reference, survivors,
                                 {m.key: m.source for m in picked}, args.seeds)
                except KernelLost as lost:
                    print(f"  {key}: {lost} while comparing behaviour; a new kernel")
                    renew(i)
            # the reference again, for the cells below, and a check that it still passes
            kernel.run(forget(reference) + reference, 120)
            err, stderr = kernel.run(tests, 120)
            if err or stderr.strip():
                entry["warning"] = f"the reference failed after the mutants: {err or stderr}"
            kernel.run("_ptp_guard.restore()", 120)
            entry["seconds"] = round(time.perf_counter() - t0, 1)
            counts = Counter(r["outcome"] for r in entry["mutants"])
            print(f"\n  {key}: {len(picked)} mutants of {len(found)} in {entry['seconds']} s: "
                  f"{dict(counts)}")
    finally:
        kernel.stop()
    print(f"  {path.name}: {time.perf_counter() - start:.0f} s")
    return results


# ------------------------------------------------------------------------- report

def load_json(path: Path, default: Any) -> Any:
    return json.loads(path.read_text()) if path.exists() else default


def verdict_of(m: dict, triage: dict) -> tuple[str, str]:
    """A survivor's verdict and why: the triage file's, else equivalent by behaviour, else
    untriaged (with the input that shows a difference, when one was found)."""
    if m["key"] in triage:
        return triage[m["key"]]["verdict"], triage[m["key"]].get("why", "")
    b = m.get("behaviour") or {}
    if b.get("same"):
        return "equivalent", f"same behaviour on {b['inputs']} generated inputs"
    if b.get("differs_on"):
        return "untriaged", f"differs from the reference on: {b['differs_on']}"
    return "untriaged", b.get("error", "")


def tally(mutants_: list[dict], triage: dict) -> dict[str, int]:
    c = Counter()
    for m in mutants_:
        c["mutants"] += 1
        if m["outcome"] in KILLED:
            c["killed"] += 1
        elif m["outcome"] == "invalid":
            c["invalid"] += 1
        else:
            c[verdict_of(m, triage)[0]] += 1
    c["non-equivalent"] = c["mutants"] - c["invalid"] - c["equivalent"]
    return c


def rate(c: dict[str, int]) -> str:
    return f"{100 * c['killed'] / c['non-equivalent']:.1f} %" if c["non-equivalent"] else "-"


def md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def write_report(data: dict, triage: dict) -> None:
    exercises_ = data["exercises"]
    by_chapter: dict[str, list[str]] = {}
    for key, e in exercises_.items():
        by_chapter.setdefault(e["chapter"], []).append(key)
    cols = ["mutants", "killed", "invalid", "equivalent", "allowed", "hole", "untriaged"]
    lines = [
        "# Mutation analysis of the exercises' tests",
        "",
        "Generated by `make mutants` (`benchmarks/mutation.py`); survivors triaged by hand in "
        "`benchmarks/mutation_triage.json`. Each exercise's reference solution is mutated (the "
        "PyTorch pitfalls the chapters teach first, then generic operators; at most "
        f"{data['settings']['cap']} mutants an exercise, chosen with a fixed seed) and its full "
        "tests cell, hidden tests included, is run against each mutant in the notebook's own "
        "kernel. **Killed**: the mutant raised while being defined, or its tests cell raised or "
        "wrote to stderr (timeouts count as killed). **Invalid**: it only failed because an "
        "attribute it added does not exist there (`(a float).squeeze()`); left out of the "
        "rates. Survivors are **equivalent** (no input the prompt allows tells them from the "
        "reference; found by running both on generated inputs where the exercise has a "
        "generator, `benchmarks/mutation_inputs.py`, or by reading), **allowed** (the prompt "
        "does not rule it out), a **hole** (the prompt makes it wrong and no test catches "
        "it) or **untriaged**. Kill rate = killed / (mutants - invalid - equivalent).",
        "",
        "Runs recorded: " + "; ".join(
            f"{ch}: {r['date']}, {r['seconds']:.0f} s" for ch, r in
            sorted(data.get("runs", {}).items())) + f". Machine: {data['settings']['machine']}." + (
            f" The whole course in one run ({data['course_run']['date']}): "
            f"{data['course_run']['seconds'] / 60:.1f} min." if data.get("course_run") else ""),
        "",
        "## Totals",
        "",
        "| chapter | exercises | " + " | ".join(cols) + " | kill rate |",
        "| --- | ---: | " + " | ".join("---:" for _ in cols) + " | ---: |",
    ]
    course = Counter()
    for ch in sorted(by_chapter):
        c = Counter()
        for key in by_chapter[ch]:
            c.update(tally(exercises_[key]["mutants"], triage))
        course.update(c)
        lines.append(f"| {ch} | {len(by_chapter[ch])} | "
                     + " | ".join(str(c[k]) for k in cols) + f" | {rate(c)} |")
    lines.append(f"| **course** | {len(exercises_)} | "
                 + " | ".join(str(course[k]) for k in cols) + f" | {rate(course)} |")
    holes = [(e, m, verdict_of(m, triage)[1]) for e in exercises_.values() for m in e["mutants"]
             if m["outcome"] == "survived" and verdict_of(m, triage)[0] == "hole"]
    if holes:
        lines += ["", "## Holes: survivors the prompt makes wrong", "",
                  "| exercise | mutant | change | what would expose it |",
                  "| --- | --- | --- | --- |"]
        lines += [f"| {e['chapter']} `{e['solution_id']}` | `{m['key']}` | "
                  f"`{md_escape(m['diff'])}` | {md_escape(why)} |" for e, m, why in holes]
    for ch in sorted(by_chapter):
        lines += ["", f"## {ch}", "",
                  "| exercise | mutants | killed | invalid | equivalent | allowed | hole | "
                  "untriaged | kill rate | seconds |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for key in by_chapter[ch]:
            e = exercises_[key]
            c = tally(e["mutants"], triage)
            lines.append(f"| `{e['solution_id']}` | {c['mutants']} | {c['killed']} | "
                         f"{c['invalid']} | {c['equivalent']} | {c['allowed']} | {c['hole']} | "
                         f"{c['untriaged']} | {rate(c)} | {e.get('seconds', '-')} |")
        for key in by_chapter[ch]:
            e = exercises_[key]
            labels = Counter(m["label"] for m in e["mutants"] if m["outcome"] in KILLED)
            survivors = [m for m in e["mutants"] if m["outcome"] == "survived"]
            lines += ["", f"### `{e['solution_id']}` ({e['notebook']})", ""]
            for note in ("baseline", "warning"):
                if e.get(note):
                    lines += [f"**{note}:** {md_escape(e[note])}", ""]
            lines.append(f"{len(e['mutants'])} mutants (of {e['candidates']} distinct "
                         "candidates); killed by: " + (", ".join(
                             f"`{k}` {v}" for k, v in labels.most_common()) or "nothing") + ".")
            if survivors:
                lines += ["", "| survivor | operator | line | change | verdict | why |",
                          "| --- | --- | ---: | --- | --- | --- |"]
                for m in survivors:
                    verdict, why = verdict_of(m, triage)
                    lines.append(f"| `{m['key']}` | {m['operator']} | {m['line']} | "
                                 f"`{md_escape(m['diff'])}` | {verdict} | {md_escape(why)} |")
    REPORT.write_text("\n".join(lines) + "\n")


# ------------------------------------------------------------------------- main

def save(data: dict) -> None:
    """mutation.json, one line per mutant (small diffs from run to run)."""
    def dump(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False)

    data["exercises"] = dict(sorted(data["exercises"].items()))
    exercises_ = []
    for key, e in data["exercises"].items():
        fields = [f"   {dump(k)}: {dump(v)}" for k, v in e.items() if k != "mutants"]
        mutants_ = ",\n".join(f"    {dump(m)}" for m in e["mutants"])
        fields.append(f'   "mutants": [\n{mutants_}\n   ]')
        exercises_.append(f"  {dump(key)}: {{\n" + ",\n".join(fields) + "\n  }")
    head = [f" {dump(k)}: {dump(v)}" for k, v in data.items() if k != "exercises"]
    body = ",\n".join(exercises_)
    RESULTS.write_text("{\n" + ",\n".join([*head, f' "exercises": {{\n{body}\n }}']) + "\n}\n")
    json.loads(RESULTS.read_text())  # still JSON


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chapter", action="append", help="only this chapter (repeatable)")
    ap.add_argument("--only", action="append", help="only this solution id (repeatable)")
    ap.add_argument("--cap", type=int, default=60, help="mutants per exercise (default 60)")
    ap.add_argument("--timeout", type=float, default=20, help="seconds per run (default 20)")
    ap.add_argument("--no-behaviour", dest="behaviour", action="store_false",
                    help="do not run survivors on generated inputs")
    ap.add_argument("--seeds", type=int, default=3, help="input seeds per survivor (default 3)")
    ap.add_argument("--report-only", action="store_true", help="rewrite mutation.md and stop")
    ap.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    args = ap.parse_args(argv)
    data = load_json(RESULTS, {"exercises": {}, "runs": {}})
    data["settings"] = {"cap": args.cap, "timeout": args.timeout, "seeds": args.seeds,
                        "machine": f"{platform.machine()}, {os.cpu_count()} CPU cores, "
                                   f"Python {platform.python_version()}"}
    triage = load_json(TRIAGE, {})
    if not args.report_only:
        os.environ.update(KERNEL_ENV)
        begin = time.perf_counter()
        for chapter in args.chapter or chapter_names():
            chosen = [ex for ex in exercises(chapter) if ex.tests_id
                      and (not args.only or ex.solution_id in args.only)]
            if not chosen:
                continue
            start = time.perf_counter()
            print(chapter)
            for path in notebooks_of(chapter):
                mine = [ex for ex in chosen if ex.notebook == path.name]
                if not mine:
                    continue
                if args.list:
                    for ex in mine:
                        nb = read(path)
                        key = f"{chapter}/{ex.solution_id}"
                        found = mutants(nb.cells[cell_index(nb, ex.solution_id)].source, key)
                        for m in select(found, args.cap, ex.solution_id):
                            print(f"{key} {m.key} {m.operator:<26} L{m.line:<3} {m.diff}")
                    continue
                data["exercises"].update(run_notebook(chapter, path, mine, args))
                save(data)  # after each notebook: an interrupted run keeps what it measured
            if not args.list and not args.only:
                data["runs"][chapter] = {"date": date.today().isoformat(),
                                         "seconds": round(time.perf_counter() - start, 1)}
        if not (args.list or args.only or args.chapter):
            data["course_run"] = {"date": date.today().isoformat(),
                                  "seconds": round(time.perf_counter() - begin, 1)}
        if args.list:
            return 0
        save(data)
    write_report(data, triage)
    print(f"wrote {REPORT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
