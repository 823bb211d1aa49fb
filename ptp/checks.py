"""Helpers for the exercises' test cells: tests that name the mistake they caught.

A test that detects a known mistake raises a ``Mistake``: an ``AssertionError`` whose message
starts with a short label in brackets and says, in a learner's words, what went wrong and which
section to reread::

    [graph-recorded] your evaluation recorded a graph: wrap it in torch.no_grad()
    (reread: "eval() and no_grad")

The graders show that message (never the test's source) in the self-check and in the feedback,
and count the labels over a class. Tests detect *behaviour*, never source text:

* ``quiet()`` runs a learner's code with its warnings and stderr captured, so a harmless warning
  cannot fail a right answer (nbgrader scores a cell 0 when anything reaches stderr), and a test
  can assert on a warning instead of relying on it.
* ``watch(model)`` records, for every forward call, the batch size, the module's training flag
  and whether autograd was recording.
* ``calls_to("torch.nn.utils.clip_grad_norm_")`` counts calls of a library function while a
  block runs, wherever the learner's code got it from (the module or a ``from ... import``).
* ``contracts(x, model, calls=model)`` checks, around one call, what every function should keep,
  each with its own diagnosis: the caller's tensors unchanged (``[input-modified]``,
  ``[requires-grad-changed]``, ``[grad-replaced]``), the global state as found
  (``[global-state-changed]``, ``GlobalState``), every submodule in its place and mode
  (``[module-replaced]``, ``[mode-changed]``), the model itself run (``[model-not-called]``),
  nothing on stderr (``[wrote-stderr]``).

Nothing here imports torch at import time.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import io
import os
import re
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any


class Mistake(AssertionError):
    """A failed test that names the mistake: ``[label] what happened and what to do``."""

    def __init__(self, label: str, message: str, section: str | None = None,
                 detail: str = "") -> None:
        from ptp.i18n import reread, translate_message

        self.label, self.message, self.section = label, message, section
        # The label stays as it is in every language; the message and the section follow the
        # learner's (ptp.i18n); ``detail`` (assert_close's numbers) is never translated.
        text = f"[{label}] {translate_message(label, message)}"
        if detail:
            text += f" ({detail})"
        if section:
            text += reread(section)
        super().__init__(text)


def expect(condition: object, label: str, message: str, section: str | None = None) -> None:
    """Raise ``Mistake(label, message, section)`` unless ``condition`` is true."""
    if not condition:
        raise Mistake(label, message, section)


@dataclass
class Captured:
    """What a block wrote to stderr and the warnings it raised (filled when the block ends)."""

    warnings: list[warnings.WarningMessage] = field(default_factory=list)
    stderr: str = ""
    stdout: str = ""

    def warned(self, category: type[Warning] = Warning, text: str = "") -> bool:
        """Whether a warning of ``category`` whose message contains ``text`` was raised."""
        return any(issubclass(w.category, category) and text in str(w.message)
                   for w in self.warnings)


@contextlib.contextmanager
def quiet(stdout: bool = False) -> Iterator[Captured]:
    """Run a block with its warnings and its stderr (Python's and the C library's) captured.

    With ``stdout=True`` printed output is captured too. The block's exceptions pass through.
    """
    captured = Captured()
    err, out = io.StringIO(), io.StringIO()
    sys.stderr.flush()
    try:
        fd = sys.__stderr__.fileno() if sys.__stderr__ else 2
        saved = os.dup(fd)
    except (OSError, ValueError, AttributeError):
        fd, saved = -1, -1
    spool = tempfile.TemporaryFile() if saved >= 0 else None
    if spool is not None:
        os.dup2(spool.fileno(), fd)
    try:
        with warnings.catch_warnings(record=True) as caught, \
                contextlib.redirect_stderr(err), \
                (contextlib.redirect_stdout(out) if stdout else contextlib.nullcontext()):
            # every warning recorded, by a filter of its own (a message pattern that matches
            # anything): a learner's simplefilter("always") is then a filter added, not a
            # duplicate of this one that warnings would merge with it
            warnings.filterwarnings("always", message=".*")
            yield captured
    finally:
        if spool is not None:
            os.dup2(saved, fd)
            os.close(saved)
            spool.seek(0)
            native = spool.read().decode(errors="replace")
            spool.close()
        else:
            native = ""
        captured.warnings = list(caught) if "caught" in locals() else []
        captured.stderr = err.getvalue() + native
        captured.stdout = out.getvalue()


@dataclass
class Forward:
    """One forward call seen by ``watch``."""

    batch: int | None
    training: bool
    grad_enabled: bool
    inference_mode: bool
    itself: bool = True  # False: a copy ran (copy.deepcopy copies a module's hooks too)


@contextlib.contextmanager
def watch(module: Any) -> Iterator[list[Forward]]:
    """Record every forward call of ``module`` (an ``nn.Module``) while the block runs.

    A deep copy of ``module`` made inside the block carries the hook along: its calls are
    recorded too, with ``itself=False``."""
    import torch

    calls: list[Forward] = []

    def hook(mod, args, kwargs):
        first = next((a for a in [*args, *kwargs.values()] if isinstance(a, torch.Tensor)), None)
        calls.append(Forward(batch=None if first is None or first.dim() == 0 else first.shape[0],
                             training=mod.training, grad_enabled=torch.is_grad_enabled(),
                             inference_mode=torch.is_inference_mode_enabled(),
                             itself=mod is module))

    handle = module.register_forward_pre_hook(hook, with_kwargs=True)
    try:
        yield calls
    finally:
        handle.remove()


def _resolve(path: str) -> tuple[Any, str]:
    """(the object holding the last name, that name): a module, or a class such as a Tensor."""
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            owner = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:-1]:
            owner = getattr(owner, name)
        return owner, parts[-1]
    raise ImportError(path)


@contextlib.contextmanager
def calls_to(path: str, replacement: Callable[..., Any] | None = None) -> Iterator[list[tuple]]:
    """Count calls of the function at ``path`` (``"torch.nn.utils.clip_grad_norm_"``), or of a
    method (``"torch.Tensor.logsumexp"``: every tensor's method, while the block runs).

    The function is wrapped where it is defined, in the module ``path`` names, in every loaded
    ``torch`` module that holds the same object, and in the notebook's namespace (``__main__``)
    where the learner may have imported it by name. Each call appends ``(args, kwargs)``; the
    original runs unless ``replacement`` is given.
    """
    owner, attr = _resolve(path)
    original = getattr(owner, attr)
    calls: list[tuple] = []

    def spy(*args, **kwargs):
        calls.append((args, kwargs))
        return (replacement or original)(*args, **kwargs)

    spy.__wrapped__ = original  # type: ignore[attr-defined]
    if isinstance(owner, type):  # a method, such as "torch.Tensor.logsumexp"
        own = attr in vars(owner)
        setattr(owner, attr, spy)
        try:
            yield calls
        finally:
            setattr(owner, attr, original) if own else delattr(owner, attr)
        return
    patched: list[tuple[Any, str]] = []
    holders = [m for name, m in list(sys.modules.items())
               if m is not None and (name == "__main__" or name.split(".")[0] in
                                     {"torch", "torchvision", owner.__name__.split(".")[0]})]
    for holder in holders:
        try:
            names = [n for n, v in vars(holder).items() if v is original]
        except TypeError:
            continue
        for name in names:
            setattr(holder, name, spy)
            patched.append((holder, name))
    try:
        yield calls
    finally:
        for holder, name in patched:
            setattr(holder, name, original)


def close(actual: Any, expected: Any, label: str, message: str, section: str | None = None,
          **tolerances: float) -> None:
    """``torch.testing.assert_close`` that raises ``Mistake`` (with the numbers) on a mismatch."""
    import torch

    try:
        torch.testing.assert_close(actual, expected, **tolerances)
    except AssertionError as err:
        detail = str(err).strip().splitlines()
        raise Mistake(label, message, section, detail=" ".join(detail[:3])) from None


# ---------------------------------------------------------------- contracts
#
# What any function given tensors and modules should keep, whatever the exercise asks: the
# caller's tensors as they were, the global state as it was found, every submodule in the mode
# and place it had, the model itself (not a copy) run, nothing written to stderr. Each contract
# has its own diagnosis; ``contracts(...)`` checks them all around one call.

RNG_STATES = ("torch_rng", "cuda_rng", "accelerator_rng", "numpy_rng", "python_rng")
"""The global random generators ``GlobalState`` records (``allow_global=RNG_STATES`` lets a
function draw from them, as creating a model or a random tensor does)."""

_GLOBAL_NAMES = {
    "grad_mode": "grad mode (torch.is_grad_enabled(), torch.set_grad_enabled)",
    "inference_mode": "inference mode (torch.is_inference_mode_enabled())",
    "default_dtype": "the default dtype (torch.set_default_dtype)",
    "default_device": "the default device (torch.set_default_device)",
    "warnings_filters": "the warning filters: a filter added and left in place "
                        "(warnings.filterwarnings / simplefilter: \"ignore\" hides warnings "
                        "from the caller, \"error\" turns them into exceptions, for every "
                        "warning or only some) holds for the rest of the session; use "
                        "warnings.catch_warnings() around the call that warns",
    "torch_rng": "PyTorch's global random generator (torch.manual_seed or a random draw)",
    "cuda_rng": "the CUDA random generators (torch.cuda.manual_seed_all or a random draw)",
    "accelerator_rng": "the accelerator's random generators (the grader's emulated one; "
                       "torch.manual_seed reseeds them, as it reseeds CUDA's on a GPU machine)",
    "numpy_rng": "NumPy's global random generator (np.random.seed or a random draw)",
    "python_rng": "Python's random module (random.seed or a random draw)",
    "anomaly_mode": "anomaly detection (torch.autograd.set_detect_anomaly)",
    "deterministic_algorithms": "deterministic algorithms (torch.use_deterministic_algorithms)",
    "cudnn_flags": "cuDNN's flags (torch.backends.cudnn.deterministic / benchmark)",
    "matmul_precision": "float32 matmul precision (torch.set_float32_matmul_precision)",
    "num_threads": "the number of CPU threads (torch.set_num_threads)",
    "backend_flags": "the backends' precision and kernel switches (torch.backends.cuda.matmul."
                     "allow_tf32 or fp32_precision, torch.backends.cudnn.allow_tf32, "
                     "cudnn.enabled, mkldnn.enabled, the attention kernels' switches): every "
                     "later matrix product or convolution of the caller runs with what you "
                     "left; note what you found and put it back in a finally block",
    "autocast": "autocast's settings (torch.set_autocast_enabled / set_autocast_dtype for a "
                "device type): a later torch.autocast(device) runs in the dtype you left, and "
                "code outside any autocast block runs in reduced precision if you left it on; "
                "use a with torch.autocast(...) block instead",
    "gc_enabled": "the garbage collector's switch (gc.disable / gc.enable): put back what you "
                  "found (if gc.isenabled() was False, leave it off)",
    "cwd": "the working directory (os.chdir): every relative path after it resolves somewhere "
           "else; join the folder to the file name instead (os.path.join, pathlib)",
    "environ": "the environment variables (os.environ): every later call in the process, and "
               "every process it starts, sees what you set; pass the value down instead, or put "
               "back what you found in a finally block",
    "print_options": "torch's print options (torch.set_printoptions): every tensor printed "
                     "later looks as you left it; note them first (torch._tensor_str.PRINT_OPTS) "
                     "and put them back",
    "root_logger": "the root logger's level or handlers (logging.basicConfig, "
                   "logging.getLogger().addHandler / setLevel): every later log record goes "
                   "where you sent it; use a logger of your own (logging.getLogger(__name__))",
    "module_hooks": "a hook on every module (torch.nn.modules.module.register_module_forward_"
                    "hook and its kind): keep the handle and call handle.remove()",
    "dynamo_config": "torch.compile's error handling (torch._dynamo.config.suppress_errors: "
                     "a failed compilation then runs eagerly without a word, for every later "
                     "torch.compile in the process)",
}


# (path under torch.backends, attribute or getter call): switches a function may set and
# must put back; read as they are, absent ones skipped (another PyTorch)
_BACKEND_FLAGS = (
    ("fp32_precision", None), ("cuda.matmul.fp32_precision", None),
    ("cudnn.fp32_precision", None), ("cudnn.conv.fp32_precision", None),
    ("cudnn.rnn.fp32_precision", None), ("mkldnn.fp32_precision", None),
    ("cuda.matmul.allow_fp16_reduced_precision_reduction", None),
    ("cuda.matmul.allow_bf16_reduced_precision_reduction", None),
    ("cudnn.enabled", None), ("mkldnn.enabled", None), ("opt_einsum.enabled", None),
    ("cuda.flash_sdp_enabled", "cuda.enable_flash_sdp"),
    ("cuda.mem_efficient_sdp_enabled", "cuda.enable_mem_efficient_sdp"),
    ("cuda.math_sdp_enabled", "cuda.enable_math_sdp"),
    ("cuda.cudnn_sdp_enabled", "cuda.enable_cudnn_sdp"),
)


def _backend_object(path: str) -> tuple[Any, str]:
    import torch

    owner: Any = torch.backends
    *parents, attr = path.split(".")
    for part in parents:
        owner = getattr(owner, part)
    return owner, attr


def _backend_flags() -> tuple:
    """The backends' switches (``_BACKEND_FLAGS``), as (path, value) pairs."""
    import warnings

    found = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for path, setter in _BACKEND_FLAGS:
            try:
                owner, attr = _backend_object(path)
                value = getattr(owner, attr)
                found.append((path, value() if setter else value))
            except Exception:
                continue
    return tuple(found)


def _set_backend_flags(flags: tuple) -> None:
    import warnings

    setters = dict(_BACKEND_FLAGS)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for path, value in flags:
            try:
                if setters.get(path):
                    owner, attr = _backend_object(setters[path])
                    getattr(owner, attr)(value)
                else:
                    owner, attr = _backend_object(path)
                    setattr(owner, attr, value)
            except Exception:
                continue


# set by torch itself the first time it compiles (its caches' folders), and hypothesis' folder
# (set when the first differential test starts): not the caller's
_LIBRARY_ENV = ("TORCHINDUCTOR_", "_TORCHINDUCTOR_", "TRITON_", "TORCH_COMPILE_", "KINETO_",
                "HYPOTHESIS_")


def _environ() -> tuple[tuple[str, str], ...]:
    """The environment variables (``os.environ``), torch's own caches' left out."""
    return tuple(sorted((k, v) for k, v in os.environ.items() if not k.startswith(_LIBRARY_ENV)))


def _set_environ(items: tuple[tuple[str, str], ...]) -> None:
    want = dict(items)
    for k in [k for k in os.environ if not k.startswith(_LIBRARY_ENV) and k not in want]:
        del os.environ[k]
    os.environ.update({k: v for k, v in want.items() if os.environ.get(k) != v})


def _print_options() -> tuple[Any, ...]:
    """torch's print options (torch.set_printoptions)."""
    import torch

    opts = torch._tensor_str.PRINT_OPTS
    return (opts.precision, opts.threshold, opts.edgeitems, opts.linewidth, opts.sci_mode)


def _set_print_options(values: tuple[Any, ...]) -> None:
    import torch

    precision, threshold, edgeitems, linewidth, sci_mode = values
    torch.set_printoptions(precision=precision, threshold=threshold, edgeitems=edgeitems,
                           linewidth=linewidth, sci_mode=sci_mode)


def _root_logger() -> tuple[Any, ...]:
    """The root logger's level and handlers (what logging.basicConfig sets)."""
    import logging

    root = logging.getLogger()
    return (root.level, *root.handlers)


def _set_root_logger(values: tuple[Any, ...]) -> None:
    import logging

    root = logging.getLogger()
    root.setLevel(values[0])
    root.handlers[:] = list(values[1:])


_WRITER = re.compile(r"Writer|Random|mode='[^']*[wax+]")


def _cwd() -> str | None:
    """The working directory, or None where it no longer exists."""
    try:
        return os.getcwd()
    except OSError:
        return None


_PLAIN = frozenset({int, bool, str, bytes, type(None)})
"""Types whose ``==`` is exact value equality (not float: NaN is not equal to itself)."""


def _same_state(a: Any, b: Any) -> bool:
    """Whether two recorded states are equal (tensors, arrays, nested tuples: by value)."""
    import torch

    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        return (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)
                and a.shape == b.shape and torch.equal(a, b))
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        if len(a) != len(b):
            return False
        # Python's random state is 625 ints: compared at once, not element by element
        # (element by element it was the tests cells' largest single cost)
        if set(map(type, a)) <= _PLAIN and set(map(type, b)) <= _PLAIN:
            return tuple(a) == tuple(b)
        return all(_same_state(x, y) for x, y in zip(a, b, strict=True))
    if type(a).__module__ == "numpy" or type(b).__module__ == "numpy":
        import numpy as np

        return bool(np.array_equal(a, b))
    return bool(a == b)


@dataclass
class GlobalState:
    """The process-wide settings a function should leave as it found them (``capture()``);
    ``changes(later)`` names what differs, ``restore()`` puts it back."""

    values: dict[str, Any]

    @classmethod
    def capture(cls) -> GlobalState:
        import random

        import torch

        values: dict[str, Any] = {
            "grad_mode": torch.is_grad_enabled(),
            "inference_mode": torch.is_inference_mode_enabled(),
            "default_dtype": torch.get_default_dtype(),
            # set_default_device(d) installs a device context even when d is the CPU: every
            # tensor created afterwards goes through it, so an explicit setting counts too
            "default_device": (torch.get_default_device(),
                               getattr(torch._GLOBAL_DEVICE_CONTEXT, "device_context",
                                       None) is not None),
            "torch_rng": torch.get_rng_state(),
            "cuda_rng": (tuple(torch.cuda.get_rng_state_all())
                         if torch.cuda.is_available() and torch.cuda.is_initialized() else None),
            "accelerator_rng": _accelerator_rng(),
            "python_rng": random.getstate(),
            "anomaly_mode": (torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled()),
            "deterministic_algorithms": (torch.are_deterministic_algorithms_enabled(),
                                         torch.is_deterministic_algorithms_warn_only_enabled()),
            "cudnn_flags": (torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark),
            "matmul_precision": torch.get_float32_matmul_precision(),
            "num_threads": torch.get_num_threads(),
            "backend_flags": _backend_flags(),
            "autocast": tuple((kind, torch.is_autocast_enabled(kind),
                               torch.get_autocast_dtype(kind)) for kind in ("cpu", "cuda")),
            "gc_enabled": gc.isenabled(),
            "cwd": _cwd(),
            "environ": _environ(),
            "print_options": _print_options(),
            "root_logger": _root_logger(),
            # read only where Dynamo is loaded (importing it takes seconds); until then the
            # setting is its default, False (anything may load Dynamo between two captures)
            "dynamo_config": (sys.modules["torch._dynamo.config"].suppress_errors
                              if "torch._dynamo.config" in sys.modules else False),
        }
        values["module_hooks"] = _hook_keys(torch.nn.modules.module, _GLOBAL_MODULE_HOOKS)
        numpy = sys.modules.get("numpy")  # only if the program uses it: no import here
        values["numpy_rng"] = numpy.random.get_state() if numpy is not None else None
        return cls(values)

    def changes(self, later: GlobalState) -> list[str]:
        """The keys (``"grad_mode"``, ``"torch_rng"``, ...) whose values differ in ``later``."""
        return [k for k, v in self.values.items()
                if k in later.values and not _same_state(v, later.values[k])]

    def restore(self, keys: Iterable[str] | None = None) -> None:
        """Put the recorded settings back (all, or those named in ``keys``); inference mode
        is a context, not a setting: it is only reported."""
        import random

        import torch

        v = self.values
        keys = set(v if keys is None else keys)
        setters: dict[str, Callable[[Any], Any]] = {
            "grad_mode": torch.set_grad_enabled,
            "default_dtype": torch.set_default_dtype,
            "default_device": lambda d: torch.set_default_device(d[0] if d[1] else None),
            "torch_rng": torch.set_rng_state,
            "cuda_rng": lambda s: s is not None and torch.cuda.set_rng_state_all(list(s)),
            "python_rng": random.setstate,
            "accelerator_rng": _set_accelerator_rng,
            "numpy_rng": lambda s: s is not None and sys.modules["numpy"].random.set_state(s),
            "anomaly_mode": lambda s: torch.autograd.set_detect_anomaly(*s),
            "deterministic_algorithms": lambda s: torch.use_deterministic_algorithms(
                s[0], warn_only=s[1]),
            "cudnn_flags": lambda s: (setattr(torch.backends.cudnn, "deterministic", s[0]),
                                      setattr(torch.backends.cudnn, "benchmark", s[1])),
            "matmul_precision": torch.set_float32_matmul_precision,
            "num_threads": torch.set_num_threads,
            "backend_flags": _set_backend_flags,
            "autocast": lambda s: [(torch.set_autocast_enabled(kind, on),
                                    torch.set_autocast_dtype(kind, dtype))
                                   for kind, on, dtype in s],
            "gc_enabled": lambda on: gc.enable() if on else gc.disable(),
            "cwd": lambda d: d is not None and os.path.isdir(d) and os.chdir(d),
            "environ": _set_environ,
            "print_options": _set_print_options,
            "root_logger": _set_root_logger,
            "dynamo_config": lambda s: "torch._dynamo.config" in sys.modules and setattr(
                sys.modules["torch._dynamo.config"], "suppress_errors", s),
            "module_hooks": _remove_module_hooks_but,
        }
        for key, setter in setters.items():
            if key in keys:
                setter(v[key])


def _accelerator_rng() -> tuple[Any, ...] | None:
    """The emulated accelerator's random generators (``ptp.emulated``), where it is installed:
    ``torch.manual_seed`` reseeds them, as it reseeds CUDA's on a GPU machine."""
    emulated = sys.modules.get("ptp.emulated")
    if emulated is None or not emulated.installed():
        return None
    return tuple(emulated.rng_states())


def _set_accelerator_rng(states: tuple[Any, ...] | None) -> None:
    if states is not None:
        sys.modules["ptp.emulated"].set_rng_states(list(states))


def _remove_module_hooks_but(keep: frozenset[tuple[str, Any]]) -> None:
    """Remove the global module hooks (register_module_forward_hook, ...) not in ``keep``."""
    import torch

    registry = torch.nn.modules.module
    for attr, key in _hook_keys(registry, _GLOBAL_MODULE_HOOKS) - keep:
        getattr(registry, attr).pop(key, None)


# The settings at the start of the cell that runs now (IPython's pre_run_cell event): a tests
# cell leaves them as it finds them (it switches a setting only in a context), so a setting
# changed when a check reads it was changed by the learner's code the cell called before, even
# outside any ``contracts`` (``changed_since_cell_start``). The random generators are left out:
# tests cells seed them.
_CELL_START: dict[str, GlobalState] = {}
SETTINGS = tuple(k for k in _GLOBAL_NAMES if k not in RNG_STATES and k not in
                 ("inference_mode", "warnings_filters"))


def _record_cell_start(*_: Any) -> None:
    _CELL_START["state"] = GlobalState.capture()


def watch_cells() -> None:
    """Record the settings at the start of each cell, in an IPython kernel (once)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None or getattr(shell, "_ptp_watching_cells", False):
        return
    shell.events.register("pre_run_cell", _record_cell_start)
    shell._ptp_watching_cells = True


def changed_since_cell_start() -> list[str]:
    """The settings (``SETTINGS``) that differ from the start of this cell, put back as they
    were; [] outside IPython or before the first recorded cell."""
    start = _CELL_START.get("state")
    if start is None:
        return []
    changed = [k for k in start.changes(GlobalState.capture()) if k in SETTINGS]
    start.restore(changed)
    return changed


def global_names(keys: Iterable[str]) -> str:
    """What each key of ``GlobalState`` names, joined for a diagnosis."""
    return "; ".join(_GLOBAL_NAMES[k] for k in keys)


watch_cells()


def _filter_added(before: list[Any], modules: set[str]) -> bool:
    """Whether a filter added since ``before`` is left in place for the rest of the session,
    whatever its action (``"ignore"`` hides warnings, ``"error"`` raises them, ``"always"``
    repeats them) and however wide (``warnings.simplefilter("ignore")``,
    ``filterwarnings("error", category=UserWarning)``, ``filterwarnings("ignore",
    message=".*not writable.*")``). A library's own filters, added when it is first imported,
    are not counted: an added filter whose warning class or module pattern belongs to a module
    not in ``modules`` (the names in ``sys.modules`` before) is the library's."""
    added = [f for f in warnings.filters if f not in before]
    if not added:  # the usual case, decided without looking at the modules
        return False
    new = set(sys.modules) - modules

    def libraries(f: Any) -> bool:
        category = getattr(f[2], "__module__", "") or ""
        return category in new or any(category.startswith(f"{m}.") for m in new) or (
            f[3] is not None and any(f[3].match(m) for m in new))

    return any(not libraries(f) for f in added)


def _describe(t: Any) -> str:
    return f"a {str(t.dtype).removeprefix('torch.')} tensor of shape {tuple(t.shape)}"


def _same_values(a: Any, b: Any) -> bool:
    """Equal shape, dtype, device and values, NaN equal to NaN."""
    import torch

    if a.shape != b.shape or a.dtype != b.dtype or a.device != b.device:
        return False
    if a.device.type == "meta" or a.layout != torch.strided:
        return True
    if a.is_floating_point() or a.is_complex():
        return bool((a.eq(b) | (a.isnan() & b.isnan())).all())
    return torch.equal(a, b)


_TENSOR_HOOKS = ("_backward_hooks", "_post_accumulate_grad_hooks")
_MODULE_HOOKS = ("_forward_hooks", "_forward_pre_hooks", "_backward_hooks",
                 "_backward_pre_hooks")
_GLOBAL_MODULE_HOOKS = ("_global_forward_hooks", "_global_forward_pre_hooks",
                        "_global_backward_hooks", "_global_backward_pre_hooks")


def _hook_keys(obj: Any, attrs: tuple[str, ...]) -> frozenset[tuple[str, Any]]:
    """The hooks registered on ``obj`` (a tensor, a module, torch's module-hook registry),
    by the handle id each registration got: a hook added and removed again leaves none."""
    found: set[tuple[str, Any]] = set()
    for attr in attrs:
        table = getattr(obj, attr, None)
        if table:
            found.update((attr, key) for key in list(table))
    return frozenset(found)


@dataclass
class _Watched:
    """One tensor a function was given (or one parameter or buffer of a module it was given),
    with what it was: values, dtype, shape, device, ``requires_grad``, and its ``.grad`` (the
    object itself, so a replaced gradient is told from one changed in place)."""

    what: str
    tensor: Any
    owner: Any  # the argument it came from (a tensor or a module), for the allow lists
    values: Any
    requires_grad: bool
    grad: Any
    grad_values: Any
    hooks: frozenset[tuple[str, Any]] = frozenset()
    # where the tensor's and its .grad's memory start: ``t.data = other`` (or ``.grad.data =``)
    # keeps the Python object and swaps its storage, which views of the old one never see
    storage: int | None = None
    grad_storage: int | None = None

    @classmethod
    def of(cls, what: str, tensor: Any, owner: Any) -> _Watched:
        grad = tensor.grad if tensor.is_leaf else None
        return cls(what, tensor, owner, tensor.detach().clone(), tensor.requires_grad, grad,
                   None if grad is None else grad.detach().clone(),
                   _hook_keys(tensor, _TENSOR_HOOKS), _storage(tensor), _storage(grad))


def _storage(tensor: Any) -> int | None:
    """Where ``tensor``'s memory starts (None for no tensor, an empty one, or one without
    storage such as a sparse tensor or a tensor subclass without data)."""
    if tensor is None:
        return None
    try:
        storage = tensor.untyped_storage()
        return storage.data_ptr() if storage.nbytes() else None
    except (RuntimeError, NotImplementedError, TypeError):
        return None


def _ordinal(i: int) -> str:
    return ["first", "second", "third", "fourth", "fifth"][i] if i < 5 else f"argument {i + 1}"


@dataclass
class _Slot:
    """One place in a list or dict a function was given, and the object it held: a function
    that must leave its input as it was may not put another object there (a clone of a tensor
    has the same values, but the caller's other references no longer see what the dict holds)."""

    what: str
    container: Any
    key: Any
    item: Any
    owner: Any

    def problem(self, allowed: set[int], section: str | None) -> Mistake | None:
        if id(self.container) in allowed or id(self.owner) in allowed:
            return None
        if self.key is _Slot:  # the container's keys (a dict) or length (a list)
            now = list(self.container) if isinstance(self.container, dict) \
                else len(self.container)
            if now == self.item:
                return None
            how = "changed the keys of" if isinstance(now, list) else "resized"
            return Mistake(
                "input-modified",
                f"your function {how} {self.what}: the caller's container must come back as it "
                "was. Build a new dict or list for what you change.", section)
        try:
            now = self.container[self.key]
        except (KeyError, IndexError, TypeError):
            return None  # removed: the keys or the length say so
        plain = (int, float, complex, str, bytes, bool, type(None))
        if now is self.item or (isinstance(self.item, plain) and type(now) is type(self.item)
                                and (now == self.item or now != now and self.item != self.item)):
            return None
        return Mistake(
            "input-modified",
            f"your function put another object in {self.what}: the caller's container now "
            "holds a different object (a copy, even one with the same values, is not the one "
            "the caller and the rest of its code hold). Leave what you were given as it was; "
            "build a new dict or list for what you change.", section)


def _watch_list(objects: tuple[Any, ...]) -> tuple[list[_Watched], list[tuple[str, Any]],
                                                    list[_Slot]]:
    """The tensors to watch in ``objects`` (tensors, modules, and lists, tuples and dicts of
    them), the modules among them, each with the words that name it to a learner, and the
    places of the lists and dicts among them."""
    import torch

    tensors: list[_Watched] = []
    modules: list[tuple[str, Any]] = []
    slots: list[_Slot] = []
    seen: set[int] = set()

    def visit(obj: Any, what: str, owner: Any) -> None:
        if id(obj) in seen:
            return
        seen.add(id(obj))
        if isinstance(obj, torch.Tensor):
            tensors.append(_Watched.of(f"{what} ({_describe(obj)})", obj, owner))
        elif isinstance(obj, torch.nn.Module):
            name = f"{what} (a {type(obj).__name__})"
            modules.append((name, obj))
            for kind, items in (("parameter", obj.named_parameters()),
                                ("buffer", obj.named_buffers())):
                for key, t in items:
                    if id(t) not in seen:
                        seen.add(id(t))
                        tensors.append(_Watched.of(f"{kind} {key} of {name}", t, obj))
        elif isinstance(obj, (list, tuple)):
            if isinstance(obj, list):
                slots.append(_Slot(what, obj, _Slot, len(obj), owner))
            for i, item in enumerate(obj):
                if isinstance(obj, list):
                    slots.append(_Slot(f"item {i} of {what}", obj, i, item, owner))
                visit(item, f"item {i} of {what}", item if owner is obj else owner)
        elif isinstance(obj, dict):
            slots.append(_Slot(what, obj, _Slot, list(obj), owner))
            for key, item in obj.items():
                slots.append(_Slot(f"{what}[{key!r}]", obj, key, item, owner))
                visit(item, f"{what}[{key!r}]", item if owner is obj else owner)
            extra = getattr(obj, "__dict__", None)
            if extra:  # a dict's own attributes: a state_dict's _metadata (load_state_dict's)
                slots.append(_Slot(f"the attributes of {what}", extra, _Slot, list(extra), owner))
                for key, item in extra.items():
                    slots.append(_Slot(f"the {key} attribute of {what}", extra, key, item, owner))
                    visit(item, f"the {key} attribute of {what}", owner)

    for i, obj in enumerate(objects):
        visit(obj, f"the {_ordinal(i)} thing you were given", obj)
    return tensors, modules, slots


def _tensor_problems(watched: list[_Watched], allow_mutation: list[Any], allow_new_grads: bool,
                     section: str | None) -> list[Mistake]:
    """Mistakes about the caller's tensors: values, dtype, shape, device, ``requires_grad``,
    ``.grad`` values and identity."""
    allowed = {id(a) for a in allow_mutation}
    problems = []
    for w in watched:
        t, free = w.tensor, id(w.tensor) in allowed or id(w.owner) in allowed
        if _hook_keys(t, _TENSOR_HOOKS) - w.hooks:
            problems.append(Mistake(
                "hooks-left",
                f"your function left a hook registered on {w.what} (register_hook): it runs "
                "again in every later backward pass through the caller's tensor. Keep the "
                "handle register_hook returns and call handle.remove() before returning (in a "
                "finally block), or use torch.autograd.grad to read gradients.", section))
        if t.requires_grad != w.requires_grad:
            now = "on" if t.requires_grad else "off"
            problems.append(Mistake(
                "requires-grad-changed",
                f"your function switched requires_grad {now} on {w.what}, a tensor the caller "
                "owns: from now on the caller's own code records (or stops recording) a graph "
                "through it. Work on a copy (x.detach().clone().requires_grad_()) or leave the "
                "flag alone.", section))
        if not free and _same_values(w.values, t) and w.storage is not None \
                and _storage(t) != w.storage:
            problems.append(Mistake(
                "input-modified",
                f"your function gave {w.what} new memory (x.data = ..., x.set_(...)): its values "
                "look the same, but every view the caller holds of it (a slice, an optimizer's "
                "buffer) still shows the old memory. Leave the caller's tensors as they are.",
                section))
        if not free and not _same_values(w.values, t):
            how = ("its dtype changed from " f"{w.values.dtype} to {t.dtype}"
                   if w.values.dtype != t.dtype else
                   f"its shape changed from {tuple(w.values.shape)} to {tuple(t.shape)}"
                   if w.values.shape != t.shape else
                   f"it moved from {w.values.device} to {t.device}"
                   if w.values.device != t.device else "its values changed")
            buffer = (" A BatchNorm in training mode updates its running statistics in every "
                      "forward pass: did the model run in eval mode?"
                      if w.what.startswith("buffer") and ".running_" in f".{w.what.split()[1]}"
                      else "")
            problems.append(Mistake(
                "input-modified",
                f"your function changed {w.what} in place ({how}): the caller's tensors must "
                "come back as they were. Compute into new tensors (no add_, clamp_, +=, .data = "
                f"or writing into x[...] on what you were given).{buffer}", section))
        grad = t.grad if t.is_leaf else None
        swapped = grad is w.grad and grad is not None and w.grad_storage is not None \
            and _storage(grad) != w.grad_storage
        if w.grad is not None and (grad is not w.grad or swapped) and not allow_new_grads:
            now = ("given new memory (p.grad.data = ...): views of the old gradient (an "
                   "optimizer's flat buffer, g = p.grad[0]) keep the old values" if swapped
                   else "set to None" if grad is None else "replaced by a new tensor")
            problems.append(Mistake(
                "grad-replaced",
                f"the .grad of {w.what} was {now}: whoever holds the old .grad (an optimizer "
                "step in progress, a hook, the caller's own reference) no longer sees it. Change "
                "the gradient in place (p.grad.mul_(...), p.grad.zero_()) instead of assigning "
                "p.grad.", section))
        elif not free and (grad is None) != (w.grad is None):
            problems.append(Mistake(
                "input-modified",
                f"your function {'gave' if grad is not None else 'removed'} a .grad "
                f"{'to' if grad is not None else 'from'} {w.what}: the caller's gradients must "
                "come back as they were.", section))
        elif not free and grad is not None and not _same_values(w.grad_values, grad):
            problems.append(Mistake(
                "input-modified",
                f"your function changed the .grad of {w.what}: the caller's gradients must come "
                "back as they were (did a backward() run through the caller's tensors?).",
                section))
    return problems


@dataclass
class _Modes:
    """A module's submodules and parameters (the objects themselves) and each one's mode."""

    what: str
    module: Any
    modules: dict[str, tuple[Any, bool]]
    parameters: dict[str, Any]
    hooks: dict[str, frozenset[tuple[str, Any]]]

    @classmethod
    def of(cls, what: str, module: Any) -> _Modes:
        modules = dict(module.named_modules())
        return cls(what, module, {n: (m, m.training) for n, m in modules.items()},
                   dict(module.named_parameters()),
                   {n: _hook_keys(m, _MODULE_HOOKS) for n, m in modules.items()})

    def problems(self, allow_mode_change: bool, section: str | None) -> list[Mistake]:
        found = []
        now = dict(self.module.named_modules())
        params = dict(self.module.named_parameters())
        for name, (module, training) in self.modules.items():
            label = f"submodule '{name}' ({type(module).__name__})" if name else "the module"
            if _hook_keys(module, _MODULE_HOOKS) - self.hooks[name]:
                found.append(Mistake(
                    "hooks-left",
                    f"in {self.what}, your function left a hook registered on {label}: it "
                    "runs in every later forward or backward pass of the caller's model. Keep "
                    "each handle register_forward_hook (or a similar method) returns and call "
                    "handle.remove() before returning, in a finally block so that an error on "
                    "the way removes them too.", section))
            if now.get(name) is not module:
                found.append(Mistake(
                    "module-replaced",
                    f"in {self.what}, {label} was replaced by another object: the caller's model "
                    "(and an optimizer built on its parameters) must keep its own layers. Change "
                    "them in place, or build and return a new model.", section))
            elif module.training != training and not allow_mode_change:
                was, left = ("training", "eval") if training else ("eval", "training")
                top = ("; setting the whole model's mode with model.train(flag) at the end "
                       "loses a submodule the caller had put in another mode, so note each "
                       "submodule's training flag and restore it"
                       if name and self.module.training == self.modules[""][1] else "")
                found.append(Mistake(
                    "mode-changed",
                    f"in {self.what}, {label} arrived in {was} mode and left in {left} mode: "
                    f"leave every module in the mode you found it in{top}.", section))
        for name, p in self.parameters.items():
            if params.get(name) is not p and now.get(name.rpartition(".")[0]) is \
                    self.modules.get(name.rpartition(".")[0], (None,))[0]:
                found.append(Mistake(
                    "module-replaced",
                    f"in {self.what}, the parameter {name} is a new object: an optimizer built "
                    "before the call still updates the old one. Change parameters in place "
                    "(with torch.no_grad(): p.copy_(...)).", section))
        return found


@dataclass
class Contract:
    """What ``contracts`` recorded around a block: ``check()`` raises the first broken
    contract as a ``Mistake``; ``problems()`` lists them all."""

    tensors: list[_Watched]
    modes: list[_Modes]
    state: GlobalState
    called: list[tuple[str, list[Forward]]]
    captured: Captured
    allow_mutation: list[Any]
    allow_new_grads: bool
    allow_mode_change: bool
    allow_global: frozenset[str]
    allow_stderr: bool
    section: str | None
    state_after: GlobalState | None = None
    slots: list[_Slot] = field(default_factory=list)

    @property
    def calls(self) -> list[Forward]:
        """Every forward call the modules named in ``calls=`` saw, in order."""
        return [f for _, forwards in self.called for f in forwards]

    def problems(self) -> list[Mistake]:
        found = []
        for what, forwards in self.called:
            if not any(f.itself for f in forwards):
                found.append(Mistake(
                    "model-not-called",
                    f"{what} was never called: run the model you were given, not a copy of it "
                    "(copy.deepcopy) or another model, so its mode, its hooks and its statistics "
                    "are the caller's.", self.section))
        for modes in self.modes:
            found += modes.problems(self.allow_mode_change, self.section)
        found += _tensor_problems(self.tensors, self.allow_mutation, self.allow_new_grads,
                                  self.section)
        allowed = {id(a) for a in self.allow_mutation}
        found += [m for m in (slot.problem(allowed, self.section) for slot in self.slots) if m]
        if self.state_after is not None:
            changed = [k for k in self.state.changes(self.state_after)
                       if k not in self.allow_global]
            if changed:
                names = "; ".join(_GLOBAL_NAMES[k] for k in changed)
                found.append(Mistake(
                    "global-state-changed",
                    f"your function left global state changed: {names}. Code that runs after "
                    "it inherits the change: use a context (with torch.no_grad(), a local "
                    "torch.Generator) instead of switching a global setting, or put back what "
                    "you found.", self.section))
        # a file opened for writing and left to the collector (a file read and left open is
        # closed as its last reference goes, in CPython: `for line in open(p)` is not named)
        unclosed = [w for w in self.captured.warnings if issubclass(w.category, ResourceWarning)
                    and _WRITER.search(str(w.message))]
        if unclosed:
            # the file's name without its folder (a temporary one of the tests)
            what = re.sub(r"(name=.)[^ >]*[/\\]", r"\1", str(unclosed[0].message))[:90]
            found.append(Mistake(
                "resource-left-open",
                f"your function left a resource open ({what}): Python "
                "closed it only when the object was collected, with a ResourceWarning, and until "
                "then the data may not be on disk. Open files with `with open(...) as f:` (or "
                "pass torch.save a path), which closes them before the function returns.",
                self.section))
        if self.captured.stderr.strip() and not self.allow_stderr:
            found.append(Mistake(
                "wrote-stderr",
                f"your function wrote to stderr ({self.captured.stderr.strip()[:120]!r}): the "
                "grader scores a cell 0 when anything reaches stderr. Print to stdout, or leave "
                "the message out.", self.section))
        return found

    def check(self) -> None:
        """Raise the first broken contract (nothing if all hold)."""
        found = self.problems()
        if found:
            raise found[0]


@contextlib.contextmanager
def contracts(*watched: Any, calls: Any = None, allow_mutation: Iterable[Any] = (),
              allow_new_grads: bool = False, allow_mode_change: bool = False,
              allow_global: Iterable[str] = (), allow_stderr: bool = False, check: bool = True,
              section: str | None = None, accelerator_rng: bool = False) -> Iterator[Contract]:
    """Run a block (one call of the learner's function) and check on exit that it kept the
    contracts every function should keep::

        with contracts(x, model, calls=model) as c:
            result = learner_fn(x, model)

    - ``[input-modified]``: each tensor in ``watched`` (and each parameter and buffer of each
      module, in lists, tuples and dicts too) has the values, dtype, shape and device it had,
      and its ``.grad`` the same values; ``allow_mutation=[t, model]`` lets those change.
    - ``[requires-grad-changed]``: their ``requires_grad`` flags are as they were.
    - ``[grad-replaced]``: a ``.grad`` that was there is the same object (changed in place at
      most); ``allow_new_grads=True`` lets it be replaced (a training step with
      ``zero_grad(set_to_none=True)``).
    - ``[global-state-changed]``: grad mode, default dtype and device, the torch, CUDA, NumPy
      and Python random generators, anomaly mode, the deterministic-algorithms and cuDNN
      flags, matmul precision, the warning filters (none added and left): as found,
      unless named in ``allow_global`` (``RNG_STATES`` for code that draws random numbers).
      When broken, the state is put back before raising, so the cells below run as they should.
    - ``[module-replaced]`` / ``[mode-changed]``: every submodule and parameter of each module
      in ``watched`` is the same object, every submodule in the mode it had
      (``allow_mode_change=True`` for a function whose job is to switch modes).
    - ``[model-not-called]``: each module in ``calls`` (one, or a list) ran forward at least
      once (``c.calls`` holds the ``watch`` records: batch size, mode, grad mode).
    - ``[resource-left-open]``: no file opened for writing left to the collector to close (its
      ResourceWarning).
    - ``[wrote-stderr]``: nothing reached stderr (``allow_stderr=True`` to allow it). The
      block runs inside ``quiet()``: warnings are recorded in ``c.captured``, not shown.

    ``accelerator_rng=True`` also watches the emulated accelerator's generators
    (``torch.manual_seed`` reseeds them, as it reseeds CUDA's): the declared differential tests
    do; a tests cell's own windows leave them out.

    With ``check=False`` nothing is raised on exit: the tests cell runs its own, more specific
    checks first and calls ``c.check()`` after them. An exception from the block passes
    through unchecked (the global state is still put back).
    """
    tensors, modules, slots = _watch_list(watched)
    if "torch_rng" in allow_global or not accelerator_rng:
        # drawing on an accelerator draws from its generator; and only a declared differential
        # test watches the accelerator's generators (a tests cell's own torch.manual_seed,
        # inside fork_rng(devices=[]), reseeds them too)
        allow_global = (*allow_global, "accelerator_rng")
    called = [] if calls is None else list(calls) if isinstance(calls, (list, tuple)) else [calls]
    contract = Contract(
        tensors=tensors, modes=[_Modes.of(what, m) for what, m in modules],
        state=GlobalState.capture(), called=[], captured=Captured(),
        allow_mutation=list(allow_mutation), allow_new_grads=allow_new_grads,
        allow_mode_change=allow_mode_change, allow_global=frozenset(allow_global),
        allow_stderr=allow_stderr, section=section, slots=slots)
    with contextlib.ExitStack() as stack:
        for module in called:
            what = next((w for w, m in modules if m is module),
                        f"the {type(module).__name__} you were given")
            contract.called.append((what, stack.enter_context(watch(module))))
        contract.captured = stack.enter_context(quiet())  # filled when the block ends
        filters = list(warnings.filters)  # quiet() puts them back on exit: compare inside it
        modules = set(sys.modules)
        try:
            yield contract
            ignored = _filter_added(filters, modules)
        except BaseException:
            contract.state.restore([k for k in contract.state.changes(GlobalState.capture())
                                    if k not in contract.allow_global])
            raise
    contract.state_after = GlobalState.capture()
    contract.state.values["warnings_filters"] = False
    contract.state_after.values["warnings_filters"] = ignored
    changed = [k for k in contract.state.changes(contract.state_after)
               if k not in contract.allow_global]
    contract.state.restore(changed)  # so the cells below run as they should
    if check:
        contract.check()


def layouts(tensor: Any) -> dict[str, Any]:
    """The same values as ``tensor`` in the memory layouts a caller may hand over, to feed a
    learner's function each one (a function must not depend on how its input is laid out):

    - ``"contiguous"``: a plain copy;
    - ``"strided"``: every other element of a buffer twice as wide (not contiguous, no zero
      strides), for tensors of at least one dimension;
    - ``"transposed"``: a transposed copy transposed back (2-D and up: the last two strides
      swapped);
    - ``"column_major"``: every dimension's stride order reversed, as a Fortran array (3-D and
      up);
    - ``"channels_last"`` for 4-D tensors.

    Each is a fresh tensor: a function that modifies one cannot touch ``tensor``.
    """
    import torch

    out = {"contiguous": tensor.detach().clone()}
    if tensor.dim() >= 1:
        wide = torch.zeros(*tensor.shape[:-1], 2 * tensor.shape[-1], dtype=tensor.dtype,
                           device=tensor.device)
        wide[..., ::2] = tensor.detach()
        out["strided"] = wide[..., ::2]
    if tensor.dim() >= 2:
        out["transposed"] = tensor.detach().transpose(-1, -2).contiguous().transpose(-1, -2)
    if tensor.dim() >= 3:
        back = tuple(reversed(range(tensor.dim())))
        out["column_major"] = tensor.detach().permute(back).contiguous().permute(back)
    if tensor.dim() == 4:
        out["channels_last"] = tensor.detach().contiguous(memory_format=torch.channels_last)
    if tensor.requires_grad:
        out = {name: t.requires_grad_() for name, t in out.items()}
    return out


def batch_sizes(x: Any, dim: int = 0) -> dict[str, Any]:
    """``x`` cut to the batch sizes a function must handle along ``dim``: ``"empty"`` (0),
    ``"one"`` (1, where a stray ``squeeze()`` drops the dimension) and ``"all"``."""
    return {"empty": x.narrow(dim, 0, 0), "one": x.narrow(dim, 0, min(1, x.shape[dim])),
            "all": x}
