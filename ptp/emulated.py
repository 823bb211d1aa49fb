"""An accelerator written in Python, for testing device-agnostic code on a computer without one.

``install("cuda")`` (or ``PTP_DEVICE=emulated:cuda``, through ``ptp.device.pick_device``) adds
a device called ``emu`` to PyTorch through its PrivateUse1 route, the one PyTorch tests its own
out-of-tree backends with (``torch/utils/backend_registration.py``). Its tensors keep their data
in CPU memory and compute with PyTorch's CPU kernels, but they are a *different device*, so the
mistakes a GPU punishes are punished here too, on any machine:

* mixing it with CPU tensors in one operation raises, as CUDA does (0-dim CPU tensors are allowed
  as operands, as CUDA allows them, but not as the tensor an in-place operation writes into):
  ``Expected all tensors to be on the same device ...``;
* ``.numpy()`` refuses, as on a GPU, and so do matrix products of integers in the CUDA-like
  mode; ``.cpu()``, ``.to()``, ``.item()`` copy as they would;
* each device has its own random number generator (``torch.emu.get_rng_state()``), seeded by
  ``torch.manual_seed`` as CUDA's are, so saving only the CPU generator does not reproduce a run;
* ``torch.accelerator`` sees it (``current_accelerator()``, ``synchronize()``, ``device_count()``),
  and ``torch.emu.synchronize()`` exists, as ``torch.cuda.synchronize()`` does.

Modes: ``cuda`` (one device), ``cuda2`` (two devices, ``emu:0`` and ``emu:1``, which do not mix
either) and ``mps`` (one device that refuses float64, with the error Apple's MPS raises).

What it cannot be is fast, or a GPU: code gated on ``device.type == "cuda"`` does not run here
(a real GPU still decides what only a GPU does), and ``torch.compile`` is not supported on it.
"""

from __future__ import annotations

import functools
import threading
import weakref
from typing import Any

import torch

NAME = "emu"
MODES: dict[str, tuple[int, bool]] = {  # mode: (devices, float64 allowed)
    "cuda": (1, True),
    "cuda2": (2, True),
    "mps": (1, False),
}
MPS_FLOAT64 = ("Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't "
               "support float64. Please use float32 instead.")
_COPIES = {"copy_", "_to_copy", "_copy_from", "_copy_from_and_resize",
           "_has_compatible_shallow_copy_type"}
_INDEXING = {"index", "index_put_", "index_put", "_index_put_impl_"}  # CPU indices allowed
# Matrix products of integers: cuBLAS has none, and CUDA refuses them ("addmm_cuda" not
# implemented for 'Long', pytorch/pytorch#44428, still open); the CPU computes them.
_BLAS = {"mm", "addmm", "bmm", "baddbmm", "addbmm", "mv", "addmv", "dot", "vdot"}
_TYPE_NAMES = {torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char",
               torch.uint8: "Byte", torch.bool: "Bool"}
# Autocast on the device casts as CUDA's autocast does, for the operations the course meets.
# A Python backend cannot register autocast kernels, so a TorchFunctionMode casts the arguments
# above autograd (the casts are recorded, as autocast's are) while an autocast block is open.
_AUTOCAST_LOWER = {"linear", "matmul", "__matmul__", "mm", "bmm", "addmm", "baddbmm", "addbmm",
                   "addmv", "mv", "conv1d", "conv2d", "conv3d", "conv_transpose1d",
                   "conv_transpose2d", "conv_transpose3d", "prelu", "scaled_dot_product_attention",
                   "_native_multi_head_attention", "chain_matmul", "multi_dot", "einsum"}
_AUTOCAST_FLOAT32 = {"softmax", "log_softmax", "cross_entropy", "nll_loss", "mse_loss", "l1_loss",
                     "smooth_l1_loss", "huber_loss", "binary_cross_entropy_with_logits",
                     "layer_norm", "group_norm", "norm", "exp", "log", "pow", "sum", "prod",
                     "cumsum", "cumprod", "logsumexp", "softplus", "cdist", "dist", "rsqrt",
                     "reciprocal", "kl_div", "cosine_similarity", "cosine_embedding_loss"}
_autocasting = threading.local()  # .stack: the modes of the open torch.autocast blocks
_state: dict[str, Any] = {"mode": None, "count": 1, "float64": True, "current": 0, "generators": [],
                          "host_reads": 0, "host_values": 0}
_lock = threading.RLock()
_memory: dict[str, Any] = {"held": {}, "allocated": [0], "peak": [0]}


def _same_device_error(a: str, b: str) -> RuntimeError:
    return RuntimeError("Expected all tensors to be on the same device, but found at least two "
                        f"devices, {a} and {b}!")


def _check_dtype(dtype: torch.dtype | None) -> None:
    if dtype is torch.float64 and not _state["float64"]:
        raise TypeError(MPS_FLOAT64)


def tree_map(fn: Any, obj: Any) -> Any:
    """``fn`` applied to every leaf of nested lists, tuples and dicts (the shapes an operator's
    arguments and results take); a lean stand-in for ``torch.utils._pytree.tree_map``, which costs
    more than the operation on every dispatch."""
    kind = type(obj)
    if kind is list or kind is tuple:
        return kind(tree_map(fn, item) for item in obj)
    if kind is dict:
        return {key: tree_map(fn, value) for key, value in obj.items()}
    return fn(obj)


def _host_index(index: Any) -> Any:
    if isinstance(index, list):
        return torch.as_tensor(index)
    if isinstance(index, tuple):
        return tuple(torch.as_tensor(i) if isinstance(i, list) else i for i in index)
    return index


class EmulatedTensor(torch.Tensor):
    """A tensor on the emulated device: a wrapper around a CPU tensor (``elem``)."""

    elem: torch.Tensor
    index: int
    # Python-level calls go straight to the dispatcher, as for PyTorch's own tensors (the default
    # would re-wrap every result as this class)
    __torch_function__ = torch._C._disabled_torch_function_impl

    @staticmethod
    def __new__(cls, elem: torch.Tensor, index: int = 0) -> EmulatedTensor:
        _check_dtype(elem.dtype)
        out = torch.Tensor._make_wrapper_subclass(
            cls, elem.size(), strides=elem.stride(), storage_offset=elem.storage_offset(),
            dtype=elem.dtype, layout=elem.layout, device=torch.device(NAME, index),
            dispatch_sizes_strides_policy="sizes",  # sizes follow elem (out= may resize it)
            requires_grad=elem.requires_grad)
        out.elem = elem
        out.index = index
        _track(out)
        return out

    # Python lists as indices or values are turned into tensors by C++ code that a Python backend
    # cannot serve: make them tensors here first (index tensors may stay on the CPU, as on CUDA).
    def __getitem__(self, index: Any) -> Any:
        return super().__getitem__(_host_index(index))

    def __setitem__(self, index: Any, value: Any) -> None:
        if isinstance(value, (list, tuple)):
            value = torch.as_tensor(value, dtype=self.dtype).to(self.device)
        super().__setitem__(_host_index(index), value)

    def data_ptr(self) -> int:  # the CPU memory the data lives in (as a GPU pointer would be)
        return self.elem.data_ptr()

    def untyped_storage(self) -> torch.UntypedStorage:
        return self.elem.untyped_storage()

    def numpy(self, *, force: bool = False) -> Any:
        if force:
            _read_back(self.numel())
            return self.elem.detach().numpy()
        raise TypeError(f"can't convert {NAME}:{self.index} device type tensor to numpy. "
                        "Use Tensor.cpu() to copy the tensor to host memory first.")

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        return self.numpy()

    def __repr__(self, *, tensor_contents: Any = None) -> str:
        _read_back(self.numel())  # printing a GPU tensor copies its values to the host
        text = repr(self.elem.detach())
        extra = f", device='{self.device}'"
        if self.grad_fn is not None:
            extra += f", grad_fn=<{type(self.grad_fn).__name__}>"
        elif self.requires_grad:
            extra += ", requires_grad=True"
        return text[:-1] + extra + ")"

    def __format__(self, spec: str) -> str:
        if self.dim() == 0 and not self.is_meta:
            return self.item().__format__(spec)
        return object.__format__(self, spec)

    def tolist(self) -> Any:  # copies to the host, as on a GPU
        _read_back(self.numel())
        return self.elem.tolist()

    def is_pinned(self, device: Any = None) -> bool:
        return False

    def __reduce_ex__(self, proto: int) -> Any:
        # torch.save: as PyTorch saves a backend's tensors that have no storage of their own,
        # a CPU copy and the device's name; torch.load's map_location applies to it.
        return (torch._utils._rebuild_device_tensor_from_cpu_tensor,
                (self.elem.detach(), self.dtype, str(self.device), self.requires_grad))

    @classmethod
    def __torch_dispatch__(cls, func, types, args=(), kwargs=None):  # noqa: ANN001, ANN206
        kwargs = kwargs or {}
        op = func._schema.name.split("::")[-1]
        copies = op in _COPIES
        devices: set[int] = set()
        wrappers: dict[int, EmulatedTensor] = {}

        def unwrap(x: Any) -> Any:
            if isinstance(x, EmulatedTensor):
                devices.add(x.index)
                wrappers[id(x.elem)] = x
                return x.elem
            if (isinstance(x, torch.Tensor) and x.device.type == "cpu" and x.dim() > 0
                    and not copies):
                raise _same_device_error(f"{NAME}:{min(devices | {0})}", "cpu")
            return x

        if op in _INDEXING:  # CPU index tensors are fine on CUDA: move them over
            args = (args[0], [i if i is None or i.device.type != "cpu" else
                              EmulatedTensor(i, args[0].index) for i in args[1]], *args[2:])
        a, k = tree_map(unwrap, (args, kwargs))
        if (devices and not copies and op.endswith("_") and args
                and isinstance(args[0], torch.Tensor) and not isinstance(args[0], EmulatedTensor)
                and args[0].device.type == "cpu"):
            # a CPU tensor changed in place with the device's values (a CPU running total +=
            # a loss on the GPU): CUDA refuses it, even for 0-dim tensors on both sides
            raise _same_device_error("cpu", f"{NAME}:{min(devices)}")
        if op in _BLAS and devices and _state["mode"] == "cuda":
            dtype = next((x.dtype for x in args if isinstance(x, torch.Tensor)), None)
            if dtype in _TYPE_NAMES:
                raise RuntimeError(f'"{op}_cuda" not implemented for \'{_TYPE_NAMES[dtype]}\'')
        if len(devices) > 1 and not copies:
            first, second = sorted(devices)[:2]
            raise _same_device_error(f"{NAME}:{first}", f"{NAME}:{second}")
        index = min(devices) if devices else _state["current"]
        target = k.get("device")
        if target is not None:
            target = torch.device(target)
            if target.type == NAME:
                index = _index(target)
                k["device"] = torch.device("cpu")
        if "pin_memory" in k:
            k["pin_memory"] = False
        if target is None or target.type == NAME:
            _check_dtype(k.get("dtype"))
            _give_generator(func, k, index)
        if (op == "_local_scalar_dense" or target is not None and target.type != NAME
                or copies and args and isinstance(args[0], torch.Tensor)
                and not isinstance(args[0], EmulatedTensor) and devices):
            # .item(), bool(t), .cpu(), .to("cpu"), a copy into a CPU tensor
            _read_back(max((w.numel() for w in wrappers.values()), default=1))
        out = _compute(func, a, k)
        if target is not None and target.type != NAME:
            return out  # copied off the device

        def wrap(x: Any) -> Any:
            if isinstance(x, torch.Tensor) and not isinstance(x, EmulatedTensor):
                known = wrappers.get(id(x))
                return known if known is not None else EmulatedTensor(x, index)
            return x

        base = args[0] if args and isinstance(args[0], torch.Tensor) else None
        if (func.is_view and base is not None and torch.is_inference_mode_enabled()
                and not base.is_inference()):
            # a view of a normal tensor stays a normal tensor in inference mode, as it does for
            # PyTorch's own devices (autograd then shares the base's version counter with it)
            with torch.inference_mode(False):
                return tree_map(wrap, out)
        return tree_map(wrap, out)


def _read_back(values: int) -> None:
    with _lock:
        _state["host_reads"] += 1
        _state["host_values"] += values


def host_values() -> int:
    """How many values (elements) were read back from the emulated device to the host so far:
    one for an ``.item()``, the whole tensor for a ``.cpu()``."""
    return _state["host_values"]


def host_reads() -> int:
    """How many times values were read back from the emulated device to the host so far
    (``.item()``, ``bool(t)``, ``.tolist()``, ``.cpu()``, printing, a copy into a CPU tensor):
    on a GPU each one makes the CPU wait for the device."""
    return _state["host_reads"]


def _track(tensor: EmulatedTensor) -> None:
    """Count the bytes of the storages live emulated tensors hold (memory_allocated)."""
    storage = tensor.elem.untyped_storage()
    key = (tensor.index, storage.data_ptr())
    with _lock:
        held = _memory["held"]
        if key in held:
            held[key][1] += 1
        else:
            held[key] = [storage.nbytes(), 1]
            _memory["allocated"][tensor.index] += storage.nbytes()
            _memory["peak"][tensor.index] = max(_memory["peak"][tensor.index],
                                                _memory["allocated"][tensor.index])
    weakref.finalize(tensor, _release, key)


def _release(key: tuple[int, int]) -> None:
    with _lock:
        entry = _memory["held"].get(key)
        if entry is None:
            return
        entry[1] -= 1
        if entry[1] == 0:
            del _memory["held"][key]
            _memory["allocated"][key[0]] -= entry[0]


class _AutocastMode(torch.overrides.TorchFunctionMode):
    """Casts as autocast does, for operations on the emulated device."""

    def __init__(self, low: torch.dtype) -> None:
        super().__init__()
        self.low = low

    def __torch_function__(self, func, types, args=(), kwargs=None):  # noqa: ANN001, ANN206
        kwargs = kwargs or {}
        name = getattr(func, "__name__", "")
        flat = [x for x in (*args, *kwargs.values()) if isinstance(x, torch.Tensor)]
        innermost = (getattr(_autocasting, "stack", None) or [None])[-1]
        if innermost is self and any(x.device.type == NAME for x in flat):
            if name in _AUTOCAST_LOWER:
                args, kwargs = tree_map(lambda x: x.to(self.low) if isinstance(x, torch.Tensor)
                                        and x.dtype in (torch.float32, torch.float64)
                                        else x, (args, kwargs))
            elif name in _AUTOCAST_FLOAT32:
                args, kwargs = tree_map(lambda x: x.float() if isinstance(x, torch.Tensor)
                                        and x.dtype in (torch.float16, torch.bfloat16)
                                        else x, (args, kwargs))
        return func(*args, **kwargs)


def _compute(func: Any, args: Any, kwargs: dict[str, Any]) -> Any:
    """Run the CPU kernel. A profiler sees the device's operation, as on a GPU, not the CPU
    operations that carry it out (their record functions are switched off meanwhile)."""
    if not torch._C._autograd._profiler_enabled():
        return func(*args, **kwargs)
    torch._C._autograd._enable_record_function(False)
    try:
        return func(*args, **kwargs)
    finally:
        torch._C._autograd._enable_record_function(True)


def _index(device: torch.device) -> int:
    index = _state["current"] if device.index is None else device.index
    if not 0 <= index < _state["count"]:
        raise RuntimeError(f"{NAME} error: invalid device ordinal {index} (this emulation has "
                           f"{_state['count']} device(s))")
    return index


_RANDOM: dict[Any, bool] = {}  # operator: whether it takes a generator


def _give_generator(func: Any, kwargs: dict[str, Any], index: int) -> None:
    """Random operations on the device draw from that device's generator, not the CPU's."""
    random = _RANDOM.get(func)
    if random is None:
        random = _RANDOM[func] = any(arg.name == "generator" for arg in func._schema.arguments)
    if random:
        if kwargs.get("generator") is None:
            kwargs["generator"] = _state["generators"][index]


def _factory(op: Any, *args: Any, **kwargs: Any) -> Any:
    """Operations dispatched to the device with no tensor on it: factories (empty, zeros, ...)."""
    target = kwargs.get("device")
    index = _index(torch.device(target)) if target is not None else _state["current"]
    kwargs = dict(kwargs)
    if target is not None:
        kwargs["device"] = torch.device("cpu")
    if "pin_memory" in kwargs:
        kwargs["pin_memory"] = False
    _check_dtype(kwargs.get("dtype"))
    _give_generator(op, kwargs, index)
    plain = tree_map(lambda x: x.elem if isinstance(x, EmulatedTensor) else x, args)
    out = op(*plain, **kwargs)
    return tree_map(lambda x: EmulatedTensor(x, index)
                    if isinstance(x, torch.Tensor) and not isinstance(x, EmulatedTensor) else x,
                    out)


class _Module:
    """``torch.emu``: what ``torch.cuda`` offers that device-agnostic code calls."""

    @staticmethod
    def is_available() -> bool:
        return True

    @staticmethod
    def is_initialized() -> bool:
        return True

    @staticmethod
    def _is_in_bad_fork() -> bool:
        return False

    @staticmethod
    def device_count() -> int:
        return _state["count"]

    @staticmethod
    def current_device() -> int:
        return _state["current"]

    @staticmethod
    def set_device(device: int | str | torch.device) -> None:
        index = device if isinstance(device, int) else _index(torch.device(device))
        _index(torch.device(NAME, index))
        _state["current"] = index

    @staticmethod
    def synchronize(device: Any = None) -> None:
        """Nothing is queued: the emulated device computes as it is called."""

    @staticmethod
    def manual_seed(seed: int) -> None:
        _state["generators"][_state["current"]].manual_seed(int(seed))

    @staticmethod
    def manual_seed_all(seed: int) -> None:
        for gen in _state["generators"]:
            gen.manual_seed(int(seed))

    @staticmethod
    def seed() -> None:
        _state["generators"][_state["current"]].seed()

    @staticmethod
    def initial_seed() -> int:
        return _state["generators"][_state["current"]].initial_seed()

    @staticmethod
    def get_rng_state(device: Any = None) -> torch.Tensor:
        index = _state["current"] if device is None else _index(torch.device(NAME, device)
                                                                if isinstance(device, int)
                                                                else torch.device(device))
        return _state["generators"][index].get_state()

    @staticmethod
    def set_rng_state(state: torch.Tensor, device: Any = None) -> None:
        index = _state["current"] if device is None else _index(torch.device(NAME, device)
                                                                if isinstance(device, int)
                                                                else torch.device(device))
        _state["generators"][index].set_state(state.cpu())

    @staticmethod
    def get_rng_state_all() -> list[torch.Tensor]:
        return [g.get_state() for g in _state["generators"]]

    @staticmethod
    def set_rng_state_all(states: list[torch.Tensor]) -> None:
        for gen, state in zip(_state["generators"], states, strict=True):
            gen.set_state(state.cpu())

    @staticmethod
    def memory_allocated(device: Any = None) -> int:
        return _memory["allocated"][_device_index(device)]

    @staticmethod
    def max_memory_allocated(device: Any = None) -> int:
        return _memory["peak"][_device_index(device)]

    @staticmethod
    def reset_peak_memory_stats(device: Any = None) -> None:
        index = _device_index(device)
        _memory["peak"][index] = _memory["allocated"][index]

    @staticmethod
    def empty_cache() -> None:
        """Nothing is cached: freed tensors give their memory back at once."""

    @staticmethod
    def get_amp_supported_dtype() -> list[torch.dtype]:
        return [torch.float16, torch.bfloat16]


def _device_index(device: Any) -> int:
    if device is None:
        return _state["current"]
    if isinstance(device, int):
        return _index(torch.device(NAME, device))
    return _index(torch.device(device))


def _patch_accelerator() -> None:
    """``torch.accelerator``'s C++ side asks a device guard a Python backend cannot provide for
    synchronising and memory statistics: answer those for the emulated device in Python."""
    import torch.accelerator as acc

    answers = {
        "synchronize": _Module.synchronize,
        "memory_allocated": _Module.memory_allocated,
        "max_memory_allocated": _Module.max_memory_allocated,
        "memory_reserved": _Module.memory_allocated,
        "max_memory_reserved": _Module.max_memory_allocated,
        "reset_peak_memory_stats": _Module.reset_peak_memory_stats,
        "empty_cache": lambda *args: None,
        "memory_stats": lambda device=None: {
            "allocated_bytes.all.current": _Module.memory_allocated(device),
            "allocated_bytes.all.peak": _Module.max_memory_allocated(device)},
    }
    for name, answer in answers.items():
        original = getattr(acc, name, None)
        if original is None:
            continue

        @functools.wraps(original)
        def patched(*args: Any, _original: Any = original, _answer: Any = answer,
                    **kwargs: Any) -> Any:
            device = args[0] if args else kwargs.get("device")
            if device is None or isinstance(device, int) or torch.device(device).type == NAME:
                return _answer(*args, **kwargs)
            return _original(*args, **kwargs)

        setattr(acc, name, patched)


def _patch_constructors() -> None:
    """``torch.tensor(data, device=...)`` and its kin build the tensor in C++ with Python's
    dispatch switched off, which a Python backend cannot serve: build on the CPU, then copy."""

    def on_host(data: Any) -> Any:
        # a list of the device's scalars (torch.tensor(losses)): as on a GPU, each is read back
        # to the host (one wait each); PyTorch's C++ would take the Python subclass for a list
        if isinstance(data, EmulatedTensor):
            return data.cpu()
        if isinstance(data, (list, tuple)):
            return type(data)(on_host(item) for item in data)
        return data

    def default_device() -> Any:
        # the device of the innermost `with torch.device(...)` or torch.set_default_device:
        # their mode fills in `device` only for the functions it knows, the originals, which
        # these wrappers replace (torch.get_default_device() itself asks torch.tensor([]))
        from torch.utils._device import DeviceContext

        for mode in reversed(torch.overrides._get_current_function_mode_stack()):
            if isinstance(mode, DeviceContext):
                return mode.device
        return None

    def on_cpu_then_copy(original: Any) -> Any:
        @functools.wraps(original)
        def build(*args: Any, device: Any = None, **kwargs: Any) -> Any:
            if args and isinstance(args[0], (list, tuple)):
                args = (on_host(args[0]), *args[1:])
            if device is None:
                device = default_device()
            if device is not None and torch.device(device).type == NAME:
                pin = kwargs.pop("pin_memory", False)  # noqa: F841 (no pinned memory to ask for)
                grad = kwargs.pop("requires_grad", False)
                out = original(*args, **kwargs).to(device)
                return out.requires_grad_(grad) if grad else out
            return original(*args, device=device, **kwargs)

        return build

    for name in ("tensor", "as_tensor", "asarray"):
        setattr(torch, name, on_cpu_then_copy(getattr(torch, name)))
    original_new_tensor = torch.Tensor.new_tensor

    def new_tensor(self: torch.Tensor, data: Any, *, dtype: Any = None, device: Any = None,
                   requires_grad: bool = False, **kwargs: Any) -> torch.Tensor:
        device = self.device if device is None else torch.device(device)
        if device.type == NAME:
            out = torch.as_tensor(data, dtype=dtype or self.dtype).clone().to(device)
            return out.requires_grad_(requires_grad) if requires_grad else out
        return original_new_tensor(self, data, dtype=dtype, device=device,
                                   requires_grad=requires_grad, **kwargs)

    torch.Tensor.new_tensor = new_tensor


def _patch_autocast() -> None:
    """Inside ``__torch_dispatch__`` PyTorch hides whether autocast is on: remember it here."""
    cls = torch.amp.autocast_mode.autocast
    enter, leave = cls.__enter__, cls.__exit__

    def __enter__(self: Any) -> Any:
        out = enter(self)
        if self.device == NAME:
            mode = _AutocastMode(self.fast_dtype) if self._enabled else None
            if mode is not None:
                mode.__enter__()
            stack = getattr(_autocasting, "stack", None) or []
            stack.append(mode)
            _autocasting.stack = stack
        return out

    def __exit__(self: Any, *exc: Any) -> Any:
        if self.device == NAME and getattr(_autocasting, "stack", None):
            mode = _autocasting.stack.pop()
            if mode is not None:
                mode.__exit__(*exc)
        return leave(self, *exc)

    cls.__enter__, cls.__exit__ = __enter__, __exit__


_pinned: dict[int, Any] = {}  # id of a "pinned" CPU tensor: its finalizer


def _unpin(key: int) -> None:
    """A pinned CPU tensor is gone: forget it (a function of this module, so that the grading
    kernel's record of finalizers knows it for the course's own)."""
    _pinned.pop(key, None)


def _patch_pinned_memory() -> None:
    """Pinned (page-locked) host memory is a driver's service; here it is a marked CPU copy, so
    ``pin_memory()``, ``is_pinned()`` and ``DataLoader(pin_memory=True)`` behave as on a GPU."""
    original_pin, original_is_pinned = torch.Tensor.pin_memory, torch.Tensor.is_pinned

    def pin_memory(self: torch.Tensor, device: Any = None) -> torch.Tensor:
        if self.device.type != "cpu":
            return original_pin(self)  # raises as PyTorch does for a device tensor
        if id(self) in _pinned:
            return self
        out = self.clone()
        key = id(out)
        _pinned[key] = weakref.finalize(out, _unpin, key)
        return out

    def is_pinned(self: torch.Tensor, device: Any = None) -> bool:
        if self.device.type == "cpu":
            return id(self) in _pinned
        return original_is_pinned(self)

    torch.Tensor.pin_memory, torch.Tensor.is_pinned = pin_memory, is_pinned


def _patch_load() -> None:
    """``torch.load(..., map_location=<the emulated device>)`` would move every storage there,
    and a Python backend has no storage of its own: load on the CPU, then move the tensors (and
    modules) over, which is what the caller asked for."""
    original = torch.load

    def target_of(map_location: Any) -> torch.device | None:
        if isinstance(map_location, (str, torch.device)):
            device = torch.device(map_location)
            return device if device.type == NAME else None
        return None

    def move(obj: Any, device: torch.device) -> Any:
        if isinstance(obj, torch.nn.Module):
            return obj.to(device)
        if isinstance(obj, torch.Tensor):
            return obj.to(device)
        if isinstance(obj, dict):
            moved = {key: move(value, device) for key, value in obj.items()}
            if type(obj) is dict:
                return moved
            out = type(obj)()  # OrderedDict and friends keep their type (and a state_dict's
            out.update(moved)  # _metadata)
            if hasattr(obj, "_metadata"):
                out._metadata = obj._metadata
            return out
        if isinstance(obj, (list, tuple)) and type(obj) in (list, tuple):
            return type(obj)(move(item, device) for item in obj)
        return obj

    @functools.wraps(original)
    def load(f: Any, map_location: Any = None, *args: Any, **kwargs: Any) -> Any:
        device = target_of(map_location)
        if device is None:
            return original(f, map_location, *args, **kwargs)
        return move(original(f, "cpu", *args, **kwargs), device)

    torch.load = load


def install(mode: str = "cuda") -> torch.device:
    """Add the emulated device (once per process) and return its first device, ``emu:0``."""
    if mode not in MODES:
        raise ValueError(f"unknown emulation mode {mode!r}: one of {sorted(MODES)}")
    with _lock:
        if _state["mode"] is not None:
            if _state["mode"] != mode:
                raise RuntimeError("the emulated device is already installed as "
                                   f"{_state['mode']!r}")
            return torch.device(NAME, 0)
        from torch.utils.backend_registration import _setup_privateuseone_for_python_backend

        count, float64 = MODES[mode]
        _state.update(mode=mode, count=count, float64=float64, current=0,
                      generators=[torch.Generator() for _ in range(count)])
        _memory.update(allocated=[0] * count, peak=[0] * count)
        for index, gen in enumerate(_state["generators"]):
            gen.manual_seed(torch.initial_seed() + index)
        _setup_privateuseone_for_python_backend(NAME, backend_module=_Module())
        library = torch.library.Library("_", "IMPL")  # noqa: TOR901 (a fallback needs "_")
        library.fallback(_factory, "PrivateUse1")
        library.fallback(torch.library.fallthrough_kernel, "AutocastPrivateUse1")
        _state["library"] = library  # kept alive: the registration lasts as long as it does
        _patch_accelerator()
        _patch_constructors()
        _patch_autocast()
        _patch_pinned_memory()
        _patch_load()
    return torch.device(NAME, 0)


def rng_states() -> list[torch.Tensor]:
    """The state of each emulated device's random generator (what ``ptp.checks.GlobalState``
    records: ``torch.manual_seed`` reseeds them)."""
    return [g.get_state() for g in _state["generators"]]


def set_rng_states(states: list[torch.Tensor]) -> None:
    for gen, state in zip(_state["generators"], states, strict=True):
        gen.set_state(state)


def installed() -> str | None:
    """The mode the emulated device was installed with, or None."""
    return _state["mode"]
