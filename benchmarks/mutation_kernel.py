"""The kernel side of ``benchmarks/mutation.py``: loaded by file path into the notebook's kernel
(nothing is added to its ``sys.path``), it keeps one mutant from leaving traces for the next,
and runs a survivor and the reference side by side on generated inputs.

- ``Guard(globals())`` records, once the reference has passed its tests, every name of the
  notebook, the tensors and modules reachable from them (a few attributes deep: a data set's
  ``data``, a bundle's tensors), every module's state and each submodule's mode, and the global
  state (``ptp.checks.GlobalState``: grad mode, default dtype, random generators, ...).
  ``restore()`` puts back whatever a mutant or its tests changed, so a mutant that normalises
  the test set in place, or turns grad mode off for good, cannot kill the mutants after it.
- ``behaviour(...)`` defines an answer in a copy of the namespace and records what it does on
  generated inputs (the return value, and the inputs after the call), as fingerprints that
  compare equal exactly when the two runs behaved the same.
"""

from __future__ import annotations

import hashlib
import random
import re
import types
from collections.abc import Callable
from typing import Any

import torch

from ptp.checks import GlobalState, quiet

IPYTHON_NAMES = re.compile(r"^(_i+\d*|_\d+|_+|_oh|_ih|_dh|In|Out|exit|quit|get_ipython)$")
MAX_DEPTH = 3
MAX_ITEMS = 200


class Guard:
    """What the notebook holds after the reference passed: ``restore()`` puts it back."""

    def __init__(self, namespace: dict[str, Any]) -> None:
        self.namespace = namespace
        self.names = {k: v for k, v in namespace.items()
                      if not k.startswith(("_ptp", "__")) and not IPYTHON_NAMES.match(k)}
        self.tensors: list[tuple[torch.Tensor, torch.Tensor, bool]] = []
        self.modules: list[tuple[torch.nn.Module, dict[str, torch.Tensor], dict[str, bool]]] = []
        seen: set[int] = set()
        for value in self.names.values():
            self._visit(value, 0, seen)
        self.state = GlobalState.capture()

    def _visit(self, obj: Any, depth: int, seen: set[int]) -> None:
        if id(obj) in seen or depth > MAX_DEPTH or isinstance(
                obj, (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType,
                      types.MethodType, str, bytes, int, float, bool, type(None))):
            return
        seen.add(id(obj))
        if isinstance(obj, torch.Tensor):
            if obj.layout == torch.strided and obj.device.type != "meta" \
                    and not obj.is_inference():
                self.tensors.append((obj, obj.detach().clone(), obj.requires_grad))
        elif isinstance(obj, torch.nn.Module):
            state = {k: v.detach().clone() for k, v in obj.state_dict(keep_vars=True).items()}
            self.modules.append((obj, state, {n: m.training for n, m in obj.named_modules()}))
        elif isinstance(obj, (list, tuple, set, frozenset)):
            for item in list(obj)[:MAX_ITEMS]:
                self._visit(item, depth + 1, seen)
        elif isinstance(obj, dict):
            for item in list(obj.values())[:MAX_ITEMS]:
                self._visit(item, depth + 1, seen)
        elif hasattr(obj, "__dict__") and not isinstance(obj, Callable):
            for item in list(vars(obj).values())[:MAX_ITEMS]:
                self._visit(item, depth + 1, seen)

    def restore(self) -> list[str]:
        """Put back what changed; return what that was (for the record)."""
        fixed = []
        for name, value in self.names.items():
            if self.namespace.get(name) is not value:
                self.namespace[name] = value
                fixed.append(f"name {name}")
        with torch.no_grad():
            for t, saved, requires_grad in self.tensors:
                if t.shape != saved.shape or t.dtype != saved.dtype or t.device != saved.device:
                    t.data = saved.clone()
                    fixed.append(f"tensor {tuple(saved.shape)}")
                elif not same_values(t, saved):
                    t.copy_(saved)
                    fixed.append(f"tensor {tuple(saved.shape)}")
                if t.is_leaf and t.requires_grad != requires_grad:
                    t.requires_grad_(requires_grad)
                    fixed.append("requires_grad")
            for module, state, modes in self.modules:
                current = module.state_dict(keep_vars=True)
                if set(current) != set(state) or not all(
                        same_values(current[k].detach(), v) for k, v in state.items()):
                    module.load_state_dict(state, strict=False)
                    fixed.append(f"module {type(module).__name__}")
                for name, sub in module.named_modules():
                    if name in modes and sub.training != modes[name]:
                        sub.training = modes[name]
                        fixed.append(f"mode of {type(module).__name__} {name}")
        changed = self.state.changes(GlobalState.capture())
        self.state.restore()
        return fixed + [f"global {k}" for k in changed]


def same_values(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.shape != b.shape or a.dtype != b.dtype or a.device != b.device:
        return False
    if a.device.type == "meta" or a.layout != torch.strided:
        return True  # no values to compare
    if a.is_floating_point() or a.is_complex():
        return bool((a.eq(b) | (a.isnan() & b.isnan())).all())
    return torch.equal(a, b)


ADDRESS = re.compile(r" at 0x[0-9a-f]+")
SMALL = 4096  # tensors up to this many elements are recorded by value, larger ones by hash


def fingerprint(obj: Any, depth: int = 0) -> Any:
    """A JSON-able summary of ``obj`` for comparing two runs: tensors by dtype, shape, device,
    ``requires_grad``, ``.grad`` and their values (small ones as numbers, compared with a
    tolerance by ``benchmarks/mutation.py``; large ones by a hash of their bytes, -0.0 and NaN
    made canonical); modules by their state and modes; numbers by value; containers element
    by element; anything else by type and repr."""
    if depth > 6:
        return "..."
    if isinstance(obj, torch.Tensor):
        t = obj.detach().cpu().contiguous().reshape(-1)
        if t.is_floating_point() or t.is_complex():
            t = torch.where(t.isnan(), torch.full_like(t, float("nan")), t + 0)  # -0.0 -> 0.0
        if t.numel() <= SMALL:
            values: Any = [_number(v) for v in t.tolist()]
        else:
            values = hashlib.sha1(t.view(torch.uint8).numpy().tobytes()).hexdigest()[:16]
        grad = obj.grad if obj.is_leaf else None
        return ["tensor", str(obj.dtype), list(obj.shape), str(obj.device), obj.requires_grad,
                values, None if grad is None else fingerprint(grad, depth + 1)]
    if isinstance(obj, torch.nn.Module):
        return ["module", type(obj).__name__,
                [[n, m.training] for n, m in obj.named_modules()],
                [[k, fingerprint(v, depth + 1)] for k, v in
                 obj.state_dict(keep_vars=True).items()]]
    if isinstance(obj, (bool, int, float, str, type(None))):
        return _number(obj)
    if isinstance(obj, (list, tuple)):
        return [type(obj).__name__, [fingerprint(x, depth + 1) for x in obj[:MAX_ITEMS]]]
    if isinstance(obj, dict):
        return ["dict", [[repr(k), fingerprint(v, depth + 1)]
                         for k, v in list(obj.items())[:MAX_ITEMS]]]
    if isinstance(obj, torch.optim.Optimizer):
        return ["optimizer", fingerprint(obj.state_dict(), depth + 1)]
    return [type(obj).__name__, ADDRESS.sub("", repr(obj))[:200]]


def _number(v: Any) -> Any:
    """JSON has no NaN or infinities: those become strings; a float stays a float."""
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        return repr(v)
    if isinstance(v, complex):
        return [_number(v.real), _number(v.imag)]
    return v


def behaviour(namespace: dict[str, Any], source: str, function: str,
              inputs: Callable[[dict[str, Any], int], list[tuple[str, tuple, dict]]],
              seeds: list[int], observe: Callable[[Any, tuple], Any] | None = None
              ) -> list[list]:
    """What ``function``, as ``source`` defines it, does on the inputs generated for each
    seed: one ``(input label, outcome)`` per input, the outcome being the fingerprints of the
    result (through ``observe(result, args)``, when given) and of the inputs after the call,
    or the type of the exception raised. ``source`` runs in a copy of ``namespace``, so its
    helpers do not replace the notebook's."""
    space = dict(namespace)
    exec(compile(source, "<answer>", "exec"), space)  # noqa: S102 -- the course's own code
    fn = space[function]
    state = GlobalState.capture()
    records = []
    for seed in seeds:
        for label, args, kwargs in inputs(namespace, seed):
            torch.manual_seed(seed)
            random.seed(seed)
            try:
                with quiet():
                    result = fn(*args, **kwargs)
                    seen = observe(result, args) if observe else result
                outcome = ["returned", fingerprint(seen), fingerprint(args), fingerprint(kwargs)]
            except Exception as err:  # noqa: BLE001 -- the exception is the behaviour
                outcome = ["raised", type(err).__name__]
            records.append([label, outcome])
    state.restore()
    return records
