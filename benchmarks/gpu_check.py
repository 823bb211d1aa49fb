"""GPU check: the memory and speed measurements of chapters 06 and 08 at full scale.

Run on a machine with a CUDA GPU and PyTorch (no Jupyter, no network needed):

    python benchmarks/gpu_check.py                 # writes benchmarks/gpu_results.md (+ .json)
    python benchmarks/gpu_check.py --smoke         # tiny sizes, any device: checks the script runs

It measures, each in a few seconds:

1. allocator vs arithmetic: bytes held after an Adam step against 4N (weights) + 4N (gradients)
   + 8N (Adam's two moments) for N float32 parameters (chapter 06);
2. AMP: peak memory and step time of a Transformer encoder in float32, bfloat16 autocast and
   float16 autocast with GradScaler (the seeds claim 30-50 % less memory, 20-30 % faster);
3. gradient checkpointing: peak memory and step time with and without
   ``torch.utils.checkpoint`` on a deep MLP (the seeds claim ~50 % less activation memory for
   ~20 % more time);
4. ``torch.compile``: steady-state speed-up over eager on the same encoder, with a fallback to
   eager when compilation fails (chapter 08);
5. ``capstone``: chapter 11 at ``PTP_SCALE=full``, the chapters' own code cells run by
   ``benchmarks/notebook_as_script.py``: the classifier of ``11a_classifier.ipynb`` (the GPU
   recipe) once for each of the seeds 0, 1 and 2 (``PTP_CAPSTONE_SEED``), recorded as mean and
   spread of test accuracy and training time against the targets (mean >= 95.0 %, training
   <= 60 s), then the Transformer of ``11b_transformer.ipynb`` once (>= 95 % exact match);
6. ``ablation``: the recipe with one accuracy ingredient off at a time (``PTP_CAPSTONE_ABLATE``:
   flips, shifts, label smoothing, the warmup-cosine schedule, test-time flip averaging), seed 0,
   each against the full recipe of seed 0: the chapter's "what each ingredient adds" table.

Without a network, carry the full set made by ``scripts/make_fashion_mnist.py --full DIR`` and
set ``PTP_FASHION_MNIST_DIR=DIR``. The capstone's recipe, in one command on a GPU machine:

    PTP_FASHION_MNIST_DIR=/path/to/full python benchmarks/gpu_check.py --only capstone
    PTP_FASHION_MNIST_DIR=/path/to/full python benchmarks/gpu_check.py --only ablation

Each of the two takes about 5 to 8 minutes on one modern GPU (the other sections together about
two); ``--only`` keeps the other sections' recorded numbers. ``--smoke`` runs every section
tiny on any device; for the capstone that is one run of the classifier at the small scale on
the CPU, on the first 1,024 training images of the sample (seed 0, one ingredient off: it
stands for the recipe and the ablation; its accuracy is not the point), and no Transformer
run: the same code path, in seconds.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

OUT = Path(__file__).resolve().parent
ROOT = OUT.parent
CAPSTONE = ROOT / "solutions" / "11_capstone"
CLASSIFIER_NOTEBOOK = CAPSTONE / "11a_classifier.ipynb"
ADDER_NOTEBOOK = CAPSTONE / "11b_transformer.ipynb"
SEEDS = (0, 1, 2)
INGREDIENTS = ("flip", "max_shift", "label_smoothing", "schedule", "flip_average")
RECIPE_TARGET, RECIPE_SECONDS = 0.95, 60.0
# The smoke run checks the script's paths, not the recipe: the classifier runs once, with an
# ingredient off, and stands for the recipe, the seeds and the ablation alike (11a runs whole,
# recipe and all, in make test's round trip and both notebook passes; a second smoke run of it
# cost 36 s of two idle cores).
SMOKE_ABLATE = {"PTP_CAPSTONE_ABLATE": INGREDIENTS[-1]}


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def reset_peak(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats(device)


def peak_mib(device: torch.device) -> float | None:
    return torch.cuda.max_memory_allocated(device) / 2**20 if device.type == "cuda" else None


def timed(fn, device: torch.device, steps: int, warmup: int = 2) -> float:
    """Median seconds per call of ``fn`` after ``warmup`` calls."""
    for _ in range(warmup):
        fn()
    sync(device)
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        fn()
        sync(device)
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def allocator_vs_arithmetic(device: torch.device, width: int) -> dict:
    model = nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, width)).to(device)
    n = sum(p.numel() for p in model.parameters())
    opt = torch.optim.Adam(model.parameters())
    x = torch.randn(8, width, device=device)
    model(x).square().mean().backward()
    opt.step()
    del x
    sync(device)
    expected = 16 * n
    measured = torch.cuda.memory_allocated(device) if device.type == "cuda" else sum(
        t.numel() * t.element_size() for t in [*model.parameters(),
                                                *(p.grad for p in model.parameters()),
                                                *(v for s in opt.state.values()
                                                  for v in s.values() if torch.is_tensor(v)
                                                  and v.dim() > 0)])
    return {"parameters": n, "arithmetic_bytes": expected, "measured_bytes": int(measured),
            "ratio": measured / expected,
            "source": "torch.cuda.memory_allocated" if device.type == "cuda" else "tensor sizes"}


def encoder(width: int, layers: int, device: torch.device) -> nn.Module:
    layer = nn.TransformerEncoderLayer(width, nhead=8, dim_feedforward=4 * width,
                                       batch_first=True, dropout=0.0)
    return nn.TransformerEncoder(layer, layers, enable_nested_tensor=False).to(device)


def amp_step(model: nn.Module, x: torch.Tensor, dtype: torch.dtype | None, device: torch.device):
    """One AdamW training step with autocast in ``dtype`` (None: float32), GradScaler for
    float16, and gradient clipping through ``unscale_``: the recipe of chapter 06."""
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    scaler = torch.amp.GradScaler(device.type, enabled=dtype is torch.float16)

    def step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast(device.type, dtype=dtype or torch.float32, enabled=dtype is not None):
            loss = model(x).float().square().mean()
        scaler.scale(loss).backward()
        scaler.unscale_(opt)
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        scaler.step(opt)
        scaler.update()

    return step


def amp_comparison(device: torch.device, width: int, layers: int, batch: int, seq: int,
                   steps: int) -> dict:
    results = {}
    x = torch.randn(batch, seq, width, device=device)
    modes = {"float32": None, "bfloat16": torch.bfloat16, "float16+GradScaler": torch.float16}
    for mode, dtype in modes.items():
        if dtype is torch.float16 and device.type != "cuda":
            continue  # float16 training is a GPU affair
        torch.manual_seed(0)
        step = amp_step(encoder(width, layers, device), x, dtype, device)
        step()
        reset_peak(device)
        seconds = timed(step, device, steps)
        results[mode] = {"step_seconds": seconds, "peak_mib": peak_mib(device)}
    base = results["float32"]
    for r in results.values():
        r["time_vs_fp32"] = r["step_seconds"] / base["step_seconds"]
        if r["peak_mib"] is not None:
            r["memory_vs_fp32"] = r["peak_mib"] / base["peak_mib"]
    return results


def deep_mlp_step(net: nn.ModuleList, x: torch.Tensor, use_checkpoint: bool):
    def step():
        h = x
        for block in net:
            h = h + (checkpoint(block, h, use_reentrant=False) if use_checkpoint else block(h))
        h.square().mean().backward()

    return step


def checkpointing(device: torch.device, width: int, blocks: int, batch: int, steps: int) -> dict:
    torch.manual_seed(0)
    net = nn.ModuleList(nn.Sequential(nn.Linear(width, width), nn.GELU(), nn.Linear(width, width))
                        for _ in range(blocks)).to(device)
    x = torch.randn(batch, width, device=device, requires_grad=True)
    results = {}
    for use in (False, True):
        step = deep_mlp_step(net, x, use)
        step()
        reset_peak(device)
        seconds = timed(step, device, steps)
        results["checkpointed" if use else "plain"] = {"step_seconds": seconds,
                                                       "peak_mib": peak_mib(device)}
    plain, ckpt = results["plain"], results["checkpointed"]
    results["time_ratio"] = ckpt["step_seconds"] / plain["step_seconds"]
    if plain["peak_mib"]:
        results["memory_ratio"] = ckpt["peak_mib"] / plain["peak_mib"]
    return results


def compile_speedup(device: torch.device, width: int, layers: int, batch: int, seq: int,
                    steps: int) -> dict:
    torch.manual_seed(0)
    model = encoder(width, layers, device).eval()
    x = torch.randn(batch, seq, width, device=device)
    with torch.no_grad():
        eager = timed(lambda: model(x), device, steps)
        start = time.perf_counter()
        try:
            compiled = torch.compile(model)
            compiled(x)
            sync(device)
            first_call = time.perf_counter() - start
            fast = timed(lambda: compiled(x), device, steps)
            torch.testing.assert_close(compiled(x), model(x), rtol=2e-2, atol=2e-2)
            return {"eager_seconds": eager, "compiled_seconds": fast, "speedup": eager / fast,
                    "compile_seconds": first_call, "fell_back": False}
        except Exception as err:  # the fallback the chapter teaches
            return {"eager_seconds": eager, "fell_back": True,
                    "error": f"{type(err).__name__}: {str(err)[:200]}"}


@functools.cache
def smoke_sample(train: int = 1024, test: int = 256) -> Path:
    """The first ``train`` and ``test`` images of the committed sample, as a
    ``PTP_FASHION_MNIST_DIR`` folder: the smoke run checks the script's paths through the
    capstone's cells, not its accuracy (its target assertion fails on so few images, and the
    run goes on), in seconds instead of the minute the 12,000-image sample took."""
    import atexit
    import gzip
    import shutil

    from ptp.data import RAW_FILES, SAMPLE_DIR

    root = Path(tempfile.mkdtemp(prefix="ptp-smoke-sample-"))
    atexit.register(shutil.rmtree, root, True)
    raw = root / "FashionMNIST" / "raw"
    raw.mkdir(parents=True)
    for is_train, keep in ((True, train), (False, test)):
        for name, header, item in zip(RAW_FILES[is_train], (16, 8), (28 * 28, 1), strict=True):
            data = gzip.decompress((SAMPLE_DIR / f"{name}.gz").read_bytes())
            head = bytearray(data[:header])
            head[4:8] = keep.to_bytes(4, "big")   # the count, after the magic number
            (raw / name).write_bytes(bytes(head) + data[header:header + keep * item])
    (root / "PROVENANCE.json").write_text(json.dumps(
        {"split": f"the first {train} train and {test} test images of the committed sample "
                  "(the GPU check's smoke run)"}))
    return root


@functools.cache
def run_notebook(notebook: Path, timeout: float, smoke: bool, **env_extra: str) -> dict:
    """Run a notebook's code cells at full scale (small on the CPU with ``smoke``); its report.

    Cached: the ablation's seed-0 recipe is the capstone's seed-0 run, not a second one."""
    env = dict(os.environ, PTP_SCALE="small" if smoke else "full",
               PTP_OFFLINE=os.environ.get("PTP_OFFLINE", "1"), MPLBACKEND="Agg", TQDM_DISABLE="1",
               PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))),
               **env_extra)
    if smoke:
        env["PTP_DEVICE"] = "cpu"
        env["PTP_FASHION_MNIST_DIR"] = str(smoke_sample())
    with tempfile.TemporaryDirectory() as tmp:
        report_path = Path(tmp) / "report.json"
        command = [sys.executable, str(OUT / "notebook_as_script.py"), str(notebook),
                   str(report_path)]
        try:
            proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"error": f"{notebook.name} did not finish within {timeout:.0f} s"}
        if not report_path.exists():
            return {"error": proc.stderr[-1500:]}
        outcome = json.loads(report_path.read_text())
    return {key: outcome[key] for key in ("seconds", "results", "errors")}


def spread(values: list[float]) -> dict:
    """Mean, sample standard deviation, min and max of a few runs."""
    mean = sum(values) / len(values)
    n = len(values)
    std = (sum((v - mean) ** 2 for v in values) / (n - 1)) ** 0.5 if n > 1 else 0.0
    return {"mean": mean, "std": std, "min": min(values), "max": max(values), "each": values}


def summarise_seeds(seeds: tuple[int, ...], runs: list[dict]) -> dict:
    """The recipe's verdict over seeds: accuracy and training time as mean and spread."""
    done = [(seed, r["results"]) for seed, r in zip(seeds, runs, strict=True)
            if "classifier_test_accuracy" in r.get("results", {})]
    if not done:
        return {"seeds": list(seeds), "error": "no run finished", "runs": runs}
    accuracy = spread([r["classifier_test_accuracy"] for _, r in done])
    seconds = spread([r["classifier_train_seconds"] for _, r in done])
    return {
        "seeds": [seed for seed, _ in done], "accuracy": accuracy, "train_seconds": seconds,
        "baseline_accuracy": spread([r["best_baseline_accuracy"] for _, r in done
                                     if "best_baseline_accuracy" in r] or [0.0]),
        "data": done[0][1].get("data", "?"),
        "ok": accuracy["mean"] >= RECIPE_TARGET and seconds["mean"] <= RECIPE_SECONDS
        and len(done) == len(seeds) and not any(r.get("errors") for r in runs),
        "errors": [e for r in runs for e in r.get("errors", [])] + [
            {"cell": None, "error": r["error"]} for r in runs if "error" in r],
    }


def capstone(timeout: float, smoke: bool = False) -> dict:
    """The GPU recipe for three seeds (one when smoke), then the Transformer once (not when
    smoke)."""
    seeds = SEEDS[:1] if smoke else SEEDS
    runs = [run_notebook(CLASSIFIER_NOTEBOOK, timeout, smoke, PTP_CAPSTONE_SEED=str(seed),
                         **SMOKE_ABLATE if smoke else {})
            for seed in seeds]
    if smoke:  # 11b runs whole in make test's round trip and both notebook passes; the runner
        # path it would take here is the classifier's, just run
        return {"classifier": summarise_seeds(seeds, runs), "seed_runs": runs,
                "adder": {"skipped": "smoke run"}}
    adder = run_notebook(ADDER_NOTEBOOK, timeout, smoke)
    r = adder.get("results", {})
    return {"classifier": summarise_seeds(seeds, runs), "seed_runs": runs,
            "adder": {**adder, "ok": r.get("adder_exact_match", 0) >= 0.95}}


def ablation(timeout: float, smoke: bool = False) -> dict:
    """Seed 0 of the recipe, then the recipe with each ingredient off: what each one adds."""
    ingredients = INGREDIENTS[-1:] if smoke else INGREDIENTS
    full = run_notebook(CLASSIFIER_NOTEBOOK, timeout, smoke, PTP_CAPSTONE_SEED="0",
                        **SMOKE_ABLATE if smoke else {})
    base = full.get("results", {}).get("classifier_test_accuracy")
    rows = {}
    for name in ingredients:
        out = run_notebook(CLASSIFIER_NOTEBOOK, timeout, smoke, PTP_CAPSTONE_SEED="0",
                           PTP_CAPSTONE_ABLATE=name)
        acc = out.get("results", {}).get("classifier_test_accuracy")
        rows[name] = {"accuracy": acc, "adds": None if acc is None or base is None else base - acc,
                      "train_seconds": out.get("results", {}).get("classifier_train_seconds"),
                      "error": out.get("error")}
    return {"seed": 0, "recipe_accuracy": base,
            "recipe_train_seconds": full.get("results", {}).get("classifier_train_seconds"),
            "without": rows}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--smoke", action="store_true", help="tiny sizes, any device, no report")
    ap.add_argument("--only", nargs="+", help="measure only these sections (allocator, amp, "
                    "checkpointing, compile, capstone, ablation); keep the others from "
                    "gpu_results.json")
    ap.add_argument("--capstone-timeout", type=float, default=300,
                    help="seconds allowed for one run of a capstone notebook")
    args = ap.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device.type != "cuda" and not args.smoke:
        print("no CUDA device: nothing to measure (use --smoke to check the script on CPU)")
        return 0
    big = not args.smoke
    start = time.perf_counter()
    sections = {
        "allocator": lambda: allocator_vs_arithmetic(device, SIZES[big]["allocator"]),
        "amp": lambda: amp_comparison(device, *SIZES[big]["amp"]),
        "checkpointing": lambda: checkpointing(device, *SIZES[big]["checkpointing"]),
        "compile": lambda: (compile_speedup(device, 1024, 8, 32, 512, 20) if big
                            else {"skipped": True}),
        "capstone": lambda: capstone(args.capstone_timeout, smoke=not big),
        "ablation": lambda: ablation(args.capstone_timeout, smoke=not big),
    }
    saved = OUT / "gpu_results.json"
    results = json.loads(saved.read_text()) if args.only and saved.exists() else {}
    results.update({
        "date": dt.date.today().isoformat(),
        "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
        "torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
        # the float32 setting every AMP speed-up is measured against (this script never sets it)
        "float32_matmul_precision": torch.get_float32_matmul_precision(),
        **card(device),
    })
    for name, measure in sections.items():
        if not args.only or name in args.only:
            results[name] = measure()
    results["seconds"] = time.perf_counter() - start
    if not big:  # the report, to read; stdout stays the JSON, to parse
        print(report(results), file=sys.stderr)
    text = json.dumps(results, indent=1)
    print(text)
    if big:
        (OUT / "gpu_results.json").write_text(text + "\n")
        (OUT / "gpu_results.md").write_text(report(results))
    return 0


def card(device: torch.device) -> dict:
    """Memory and driver of the GPU, when there is one."""
    if device.type != "cuda":
        return {}
    info = {"memory_mib": torch.cuda.get_device_properties(device).total_memory // 2**20}
    try:
        query = ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]
        info["driver"] = subprocess.run(query, capture_output=True, text=True,
                                        timeout=10).stdout.split()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        pass
    return info


# the models measured (full run, smoke run): the report names them in each row
SIZES = {True: {"allocator": 4096, "amp": (1024, 8, 32, 512, 10),
                "checkpointing": (2048, 24, 4096, 10)},
         False: {"allocator": 64, "amp": (32, 1, 2, 8, 2), "checkpointing": (32, 2, 4, 2)}}


def models(full: bool) -> dict[str, str]:
    """What each row of the table measured, in words."""
    s = SIZES[full]
    width, layers, batch, seq, _ = s["amp"]
    cw, blocks, cbatch, _ = s["checkpointing"]
    return {"allocator": f"an MLP of two {s['allocator']}x{s['allocator']} Linear layers",
            "amp": f"a Transformer encoder: {layers} layers of width {width}, "
                   f"batch {batch} x {seq} tokens",
            "checkpointing": f"a deep MLP: {blocks} blocks of width {cw}, batch {cbatch}"}


def report(r: dict) -> str:
    lines = [f"# GPU check: {r['device']}", "",
             f"Measured {r['date']} by `benchmarks/gpu_check.py` (torch {r['torch']}, CUDA "
             f"{r['cuda']}), {r['seconds']:.0f} s for the last run. Raw numbers: "
             "`gpu_results.json`.",
             f"Card: {r['device']}, {r.get('memory_mib', '?')} MiB, driver {r.get('driver', '?')}, "
             f"Python {r['python']}.",
             "float32 matrix products: "
             + (f"`torch.get_float32_matmul_precision()` = {r['float32_matmul_precision']!r}"
                if "float32_matmul_precision" in r else
                "PyTorch's default (not recorded by this run; the script does not change it)")
             + ".", ""]
    if "amp" in r and "allocator" in r:
        lines += measurements_table(r)
    return "\n".join(lines + capstone_lines(r)) + "\n"


def measurements_table(r: dict) -> list[str]:
    amp = r["amp"]
    model = models(not r.get("compile", {}).get("skipped"))
    lines = ["| measurement | model | result |", "| --- | --- | --- |",
             f"| Adam step, allocator / (16 x parameters) | {model['allocator']} | "
             f"{r['allocator']['ratio']:.3f} |"]
    for mode, m in amp.items():
        if mode != "float32":
            lines.append(f"| {mode}: peak memory / float32 | {model['amp']} | "
                         f"{m.get('memory_vs_fp32', 0):.2f} |")
            lines.append(f"| {mode}: step time / float32 | {model['amp']} | "
                         f"{m['time_vs_fp32']:.2f} |")
    ck = r["checkpointing"]
    lines += [f"| checkpointing: peak memory / plain | {model['checkpointing']} | "
              f"{ck.get('memory_ratio', 0):.2f} |",
              f"| checkpointing: step time / plain | {model['checkpointing']} | "
              f"{ck['time_ratio']:.2f} |"]
    c = r["compile"]
    if c.get("skipped"):
        shown = "not measured (smoke run) |"
    elif c.get("fell_back"):
        shown = f"fell back to eager: {c['error']} |"
    else:
        shown = f"{c['speedup']:.2f}x after {c['compile_seconds']:.0f} s of compiling |"
    lines.append(f"| torch.compile speed-up (inference) | {model['amp']} | " + shown)
    return lines


def capstone_lines(r: dict) -> list[str]:
    lines: list[str] = []
    cap = r.get("capstone", {})
    if "classifier" in cap:
        c = cap["classifier"]
        lines += ["", "## Capstone at full scale: the GPU recipe (chapter 11, `PTP_SCALE=full`)",
                  ""]
        if "accuracy" in c:
            acc, sec = c["accuracy"], c["train_seconds"]
            each = ", ".join(f"seed {s}: {a:.2%} in {t:.0f} s"
                             for s, a, t in zip(c["seeds"], acc["each"], sec["each"], strict=True))
            lines += [
                "`11a_classifier.ipynb`'s own code cells, run by "
                f"`benchmarks/notebook_as_script.py` once per seed. Data: {c['data']}.", "",
                "| measurement | mean | spread (std; min to max) | target |",
                "| --- | --- | --- | --- |",
                f"| ResNet test accuracy, seeds {c['seeds']} | {acc['mean']:.2%} | "
                f"{acc['std']:.2%}; {acc['min']:.2%} to {acc['max']:.2%} | "
                f">= {RECIPE_TARGET:.1%} |",
                f"| ResNet training time (incl. per-epoch evaluation and checkpoints) | "
                f"{sec['mean']:.0f} s | {sec['std']:.1f} s; {sec['min']:.0f} to "
                f"{sec['max']:.0f} s | <= {RECIPE_SECONDS:.0f} s |",
                f"| better baseline (logistic regression or MLP), same data and epochs | "
                f"{c['baseline_accuracy']['mean']:.2%} | | |",
                "", f"Runs: {each}.", "",
                f"Verdict: the recipe {'met' if c['ok'] else 'MISSED'} its targets; "
                f"{len(c['errors'])} cell(s) failed" + "".join(
                    f"\n- cell {e['cell']}: {e['error']}" for e in c["errors"])]
        else:
            lines.append(f"Failed to run: {c.get('error')}")
        a = cap.get("adder", {})
        res = a.get("results", {})
        if res:
            lines += ["", f"Transformer (`11b_transformer.ipynb`), "
                      f"{res.get('adder_digits', '?')}-digit addition: "
                      f"{res.get('adder_exact_match', 0):.2%} of held-out problems exact "
                      f"(target >= 95 %) after {res.get('adder_train_seconds', 0):.0f} s of "
                      f"training; numbers one digit longer: "
                      f"{res.get('adder_exact_match_longer', 0):.2%}."]
        elif a and "skipped" not in a:
            lines += ["", f"Transformer: failed to run: {a.get('error', a.get('errors'))}"]
    elif "results" in cap:   # a run recorded before the recipe was split out (one seed)
        res = cap["results"]
        lines += [
            "", "## Capstone at full scale (chapter 11, `PTP_SCALE=full`, earlier recipe, "
            "one seed)", "",
            f"The chapter's own code cells, run by `benchmarks/notebook_as_script.py` in "
            f"{cap['seconds']:.0f} s. Data: {res.get('data', '?')}.", "",
            "| measurement | result | target |", "| --- | --- | --- |",
            f"| ResNet test accuracy | {res.get('classifier_test_accuracy', 0):.2%} | >= 92 % |",
            f"| ResNet training time (incl. per-epoch evaluation and checkpoints) | "
            f"{res.get('classifier_train_seconds', 0):.0f} s | <= 120 s |",
            f"| Transformer, {res.get('adder_digits', '?')}-digit addition, held-out exact match | "
            f"{res.get('adder_exact_match', 0):.2%} | >= 95 % |"]
    elif cap and not cap.get("skipped"):
        lines += ["", f"Capstone at full scale: failed to run: {cap.get('error', '?')}"]
    ab = r.get("ablation", {})
    if ab.get("without"):
        lines += ["", "## What each ingredient adds (ablation, seed 0)", "",
                  f"The recipe with one ingredient off at a time (`PTP_CAPSTONE_ABLATE`); the full "
                  f"recipe, seed 0: {ab['recipe_accuracy'] or 0:.2%}. One seed each: differences "
                  f"within the seeds' spread above are noise.", "",
                  "| ingredient off | test accuracy | the ingredient adds | training time |",
                  "| --- | --- | --- | --- |"]
        for name, row in ab["without"].items():
            if row["accuracy"] is None:
                lines.append(f"| {name} | failed: {row['error']} | | |")
            else:
                lines.append(f"| {name} | {row['accuracy']:.2%} | "
                             f"{100 * (row['adds'] or 0):+.2f} points | "
                             f"{row['train_seconds']:.0f} s |")
    return lines


if __name__ == "__main__":
    sys.exit(main())
