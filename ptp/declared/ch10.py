"""Chapter 10's declared contracts (saving, loading, exporting): the files, state dicts, models,
optimizers and schedulers the prompts allow, built fresh for every call. Inputs only, never an
answer: the references live in the hidden tests."""

from __future__ import annotations

import os
import pickle
from typing import Any

from ptp.domains import Declaration, Drawn

# ---------------------------------------------------------------- shared builders

_SCRATCH: list[Any] = []


def scratch_folder() -> str:
    """A new empty folder, inside one temporary folder that goes away with the process."""
    import tempfile

    if not _SCRATCH:
        _SCRATCH.append(tempfile.TemporaryDirectory(prefix="ptp-drawn-"))
    return tempfile.mkdtemp(dir=_SCRATCH[0].name)


def _tagged(where: str) -> Any:
    """Inside: ``torch.save`` tags every storage as saved from ``where`` ("cpu": as it is;
    "cuda:0": as a file written on a GPU machine, which a CPU-only machine cannot load as it is)."""
    import contextlib
    import unittest.mock

    if where == "cpu":
        return contextlib.nullcontext()
    return unittest.mock.patch("torch.serialization.location_tag", lambda storage: where)


class _SmuggledCall:
    """An object whose unpickling calls ``exec``: what a file from a stranger may hold."""

    def __reduce__(self) -> tuple[Any, ...]:
        return exec, ("_ = 'this ran inside torch.load'",)


# ---------------------------------------------------------------- 10a ex1: load_weights_safely

# parts of a key: a plain model's first names never start with "module." (that is DDP's mark);
# inside DDP, any name, "module" itself included (a model holding a submodule called module)
_FIRST = ("submodule", "decoder", "linear", "module_list", "modules", "moduleX", "body", "0",
          "encoder", "model")
_INNER = ("0", "1", "module", "block", "decoder", "weight_g")
_LAST = ("weight", "bias", "running_mean", "num_batches_tracked", "scale")
_DTYPES = ("float32", "float64", "float16", "bfloat16", "int64")


def _draw_state_file(draw: Any, sizes: dict[str, int]) -> tuple[Any, ...]:
    from hypothesis import strategies as st

    kind = draw(st.sampled_from(("plain", "ddp", "pickled module", "smuggled call")))
    inside = draw(st.booleans()) if kind == "ddp" else False   # DDP around a model with .module
    n = draw(st.integers(0 if kind in ("plain", "ddp") else 1, 4))
    keys: list[str] = []
    for _ in range(n):
        first = draw(st.sampled_from(("module",) + _FIRST if inside else _FIRST))
        middle = draw(st.lists(st.sampled_from(_INNER), max_size=2))
        key = ".".join([first, *middle, draw(st.sampled_from(_LAST))])
        if key not in keys:
            keys.append(key)
    if inside and keys and not keys[0].startswith("module."):
        keys[0] = "module." + keys[0]
    dtypes = tuple(draw(st.sampled_from(_DTYPES)) for _ in keys)
    container = draw(st.sampled_from(("OrderedDict", "dict")))
    where = draw(st.sampled_from(("cpu", "cuda:0")))
    return kind, tuple(keys), dtypes, container, where


def _build_state_file(spec: tuple[Any, ...], seed: int, device: str) -> str:
    import collections

    import torch

    from ptp.domains import seeded

    kind, keys, dtypes, container, where = spec
    with seeded(seed):
        state = collections.OrderedDict() if container == "OrderedDict" else {}
        for i, (key, dtype) in enumerate(zip(keys, dtypes, strict=True)):
            shape = (i % 3 + 1, 2) if i % 2 else (i % 3 + 2,)
            value = torch.randn(shape, dtype=torch.float64) * 3
            state[key] = value.to(getattr(torch, dtype))
        if kind == "ddp":
            state = type(state)(("module." + k, v) for k, v in state.items())
        if kind == "pickled module":
            payload: Any = torch.nn.Linear(3, 2)
        elif kind == "smuggled call":
            payload = {**state, "extra": _SmuggledCall()}
        else:
            payload = state
    path = os.path.join(scratch_folder(), "weights.pt")
    with _tagged(where):
        torch.save(payload, path)
    return path


def _describe_state_file(spec: tuple[Any, ...]) -> str:
    kind, keys, dtypes, container, where = spec
    saved = "" if where == "cpu" else ", saved on a GPU machine (storages tagged cuda:0)"
    if kind in ("pickled module", "smuggled call"):
        what = ("a pickled nn.Module" if kind == "pickled module"
                else "a state_dict that smuggles in a call to exec")
        return f"path: a file holding {what}{saved}"
    inner, keys = list(keys), [f"module.{k}" for k in keys] if kind == "ddp" else list(keys)
    words = "a DDP state_dict (every key starts with module.)" if kind == "ddp" else \
        "a plain state_dict"
    return (f"path: a file holding {words} as {'an' if container == 'OrderedDict' else 'a'} "
            f"{container} with the keys {list(keys)} (the model's own keys: {inner}), "
            f"dtypes {list(dtypes)}{saved}")


_STATE_FILE_TEXT = (
    (
    "a `str`, the path of a file that `torch.save` wrote: a plain `state_dict` (no key "
    "starts with `module.`) or a DDP one (every key does; the model inside may itself "
    "hold a submodule called `module`, so `module.module.weight`), 0 to 4 keys such as "
    "`module_list.weight`, `modules.0.bias` or `decoder.1.running_mean`, tensors of dtype "
    "`float32`, `float64`, `float16`, `bfloat16` or `int64`, as an `OrderedDict` or a "
    "`dict`, saved on this machine or on a GPU machine (every storage tagged `cuda:0`); "
    "or a pickled module, or a `state_dict` that smuggles in a call to `exec`: "
    "`pickle.UnpicklingError`, "
    "raised before anything runs"),
    (
    "一个 `str`，由 `torch.save` 写出的文件的路径：普通 `state_dict`（"
    "没有键以 `module.` 开头）或 DDP 的 `state_dict`（每个键都以"
    "它开头；里面的模型自己也可能有一个名为 `module` 的子模块，于是出现 `module.module.weight`）"
    "，0 到 4 个键，例如 `module_list.weight`、`modules.0.bias` "
    "或 `decoder.1.running_mean`，张量的 dtype 为 `float32`、"
    "`float64`、`float16`、`bfloat16` 或 `int64`，以 `OrderedDict` "
    "或 `dict` 保存，在本机或 GPU 机器上保存（每个存储都标记为 `cuda:0`）"
    "；或者一个 pickle 的模块，或一个夹带了 `exec` 调用的 `state_dict`："
    "抛出 `pickle.UnpicklingError`，且在此之前什么都不运行"))


LOAD_WEIGHTS_SAFELY = Declaration(
    "ex1_load_weights_safely", "load_weights_safely", "1. Save the `state_dict`, not the module",
    args=(Drawn("path", _draw_state_file, _build_state_file,
                _STATE_FILE_TEXT,
                _describe_state_file),),
    raises=(pickle.UnpicklingError,),
    notes=(("the result: a `dict` (an `OrderedDict` is one too) with the keys in the file's order, "
            "each tensor on the CPU with the dtype and values it was saved with",
            "结果：一个 `dict`（`OrderedDict` 也是），键的顺序与文件中相同，每个张量都在 CPU 上，"
            "dtype 和数值与保存时相同"),),
    max_examples=60, budget_s=4.0)


DECLARED = (LOAD_WEIGHTS_SAFELY,)
