"""Chapter 10's declared contracts (saving, loading, exporting): the files, state dicts, models,
optimizers and schedulers the prompts allow, built fresh for every call. Inputs only, never an
answer: the references live in the hidden tests."""

from __future__ import annotations

import os
import pickle
from typing import Any

from ptp.domains import Declaration, Drawn, Int

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
    "ex1_load_weights_safely", "load_weights_safely", "1. Save the state_dict, not the module",
    args=(Drawn("path", _draw_state_file, _build_state_file,
                _STATE_FILE_TEXT,
                _describe_state_file, holds_tensors=False),),
    raises=(pickle.UnpicklingError,),
    notes=(("the result: a `dict` (an `OrderedDict` is one too) with the keys in the file's order, "
            "each tensor on the CPU with the dtype and values it was saved with",
            "结果：一个 `dict`（`OrderedDict` 也是），键的顺序与文件中相同，每个张量都在 CPU 上，"
            "dtype 和数值与保存时相同"),),
    max_examples=60, budget_s=4.0)


# ---------------------------------------------------------------- 10a ex2: checkpoints

# what a caller trains: the architecture, the optimizer and the scheduler are shared by the objects
# handed to save_checkpoint and the freshly built ones handed to load_checkpoint (sizes "A", "O",
# "S", and the modes "M"); each gets its own initial weights
_ARCHITECTURES = (
    "a Linear",
    "a nested Sequential with BatchNorm (running statistics, an int64 counter) and Dropout",
    "a model with a frozen embedding (requires_grad=False) and a LayerNorm head",
)
_OPTIMIZERS = (
    "SGD with momentum and weight decay",
    "Adam",
    "AdamW with amsgrad, over the trainable parameters only",
    "SGD without momentum (no state)",
)
_SCHEDULERS = ("StepLR", "CosineAnnealingLR", "ExponentialLR", "LinearLR")
_MODES = ("training", "training, with one submodule in eval mode", "in eval mode")


class _Frozen:
    """Builds the model with a frozen part (a class in ``ptp``, so that every build is alike)."""

    @staticmethod
    def make() -> Any:
        import torch
        from torch import nn

        class WithFrozenEmbedding(nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.embed = nn.Linear(4, 6)
                self.embed.requires_grad_(False)
                self.norm = nn.LayerNorm(6)
                self.head = nn.Linear(6, 3, bias=False)
                self.register_buffer("calls", torch.zeros((), dtype=torch.int64))

            def forward(self, x: Any) -> Any:
                return self.head(self.norm(self.embed(x)))

        return WithFrozenEmbedding()


def _model(arch: int) -> Any:
    from torch import nn

    if arch == 0:
        return nn.Linear(4, 3)
    if arch == 1:
        return nn.Sequential(nn.Linear(4, 5), nn.BatchNorm1d(5), nn.ReLU(),
                             nn.Sequential(nn.Dropout(0.3), nn.Linear(5, 3)))
    return _Frozen.make()


def _set_modes(model: Any, modes: int) -> None:
    model.train(modes != 2)
    if modes == 1:
        inner = [m for m in model.modules() if m is not model]
        (inner[1] if len(inner) > 1 else model).eval()


def _training_objects(arch: int, opt: int, sched: int, modes: int, steps: int, seed: int) -> Any:
    """(model, optimizer, scheduler), built with ``seed`` and trained for ``steps`` steps."""
    import torch

    from ptp.domains import seeded

    with seeded(seed):
        model = _model(arch)
        params = [p for p in model.parameters() if p.requires_grad] if opt == 2 else \
            list(model.parameters())
        optimizer = (torch.optim.SGD(params, lr=0.1, momentum=0.9, weight_decay=1e-3) if opt == 0
                     else torch.optim.Adam(params, lr=0.01) if opt == 1
                     else torch.optim.AdamW(params, lr=0.01, amsgrad=True) if opt == 2
                     else torch.optim.SGD(params, lr=0.05))
        scheduler = (torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
                     if sched == 0 else
                     torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=5) if sched == 1
                     else torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.9)
                     if sched == 2 else
                     torch.optim.lr_scheduler.LinearLR(optimizer, start_factor=0.5,
                                                       total_iters=4))
        _set_modes(model, modes)
        for _ in range(steps):
            optimizer.zero_grad()
            model(torch.randn(6, 4)).pow(2).mean().backward()
            optimizer.step()
            scheduler.step()
    return model, optimizer, scheduler


def _draw_saved(draw: Any, sizes: dict[str, int]) -> tuple[int, ...]:
    from hypothesis import strategies as st

    return sizes["A"], sizes["O"], sizes["S"], sizes["M"], draw(st.sampled_from((2, 0, 1, 3)))


def _build_saved(spec: tuple[int, ...], seed: int, device: str) -> Any:
    return _training_objects(*spec, seed)


def _describe_saved(spec: tuple[int, ...]) -> str:
    arch, opt, sched, modes, steps = spec
    return (f"saved: {_ARCHITECTURES[arch]} ({_MODES[modes]}), {_OPTIMIZERS[opt]}, "
            f"{_SCHEDULERS[sched]}, after {steps} training step{'' if steps == 1 else 's'}")


def _draw_fresh(draw: Any, sizes: dict[str, int]) -> tuple[int, ...]:
    return sizes["A"], sizes["O"], sizes["S"], sizes["M"]


def _build_fresh(spec: tuple[int, ...], seed: int, device: str) -> Any:
    return _training_objects(*spec, 0, seed + 7919)


def _describe_fresh(spec: tuple[int, ...]) -> str:
    return "fresh: the same kinds of objects, newly built (other initial weights, no step taken)"


def _draw_path(draw: Any, sizes: dict[str, int]) -> tuple[str, str]:
    from hypothesis import strategies as st

    name = draw(st.sampled_from(("checkpoint.pt", "run 1.ckpt", "last")))
    there = draw(st.sampled_from(("an older checkpoint", "nothing", "other bytes")))
    return name, there


def _build_path(spec: tuple[str, str], seed: int, device: str) -> str:
    import torch

    name, there = spec
    path = os.path.join(scratch_folder(), name)
    if there == "an older checkpoint":
        torch.save({"model": {"weight": torch.zeros(2)}, "step": -1}, path)
    elif there == "other bytes":
        with open(path, "wb") as f:
            f.write(b"not a checkpoint\n" * 3)
    return path


def _describe_path(spec: tuple[str, str]) -> str:
    name, there = spec
    return f"path: a file named {name!r} in an empty folder" if there == "nothing" else \
        f"path: a file named {name!r} that already holds {there}"


def _draw_saved_on(draw: Any, sizes: dict[str, int]) -> str:
    from hypothesis import strategies as st

    return draw(st.sampled_from(("this machine", "a GPU machine")))


def _build_saved_on(spec: str, seed: int, device: str) -> str:
    return spec


def _observe_checkpoint(args: dict[str, Any], result: Any) -> dict[str, Any]:
    """What the caller sees once the round trip is over: the saved optimizer and scheduler (which
    saving must not change), the fresh scheduler, whether the file loads with
    ``weights_only=True``, and the files in its folder."""
    import torch

    from ptp.checks import quiet

    path = args["path"]
    try:
        with quiet():
            torch.load(path, map_location="cpu", weights_only=True)
        safe = True
    except Exception:
        safe = False
    return {"the optimizer given to save_checkpoint": args["saved"][1],
            "the scheduler given to save_checkpoint": args["saved"][2],
            "the scheduler given to load_checkpoint": args["fresh"][2],
            "whether torch.load(path, weights_only=True) loads the file": safe,
            "the files in the folder of path": sorted(os.listdir(os.path.dirname(path)))}


CHECKPOINT = Declaration(
    "ex2_checkpoint", "save_checkpoint and load_checkpoint",
    "2. A checkpoint that resumes to the same run",
    signatures=("save_checkpoint(path, model, optimizer, scheduler, step)",
                "load_checkpoint(path, model, optimizer, scheduler)"),
    heads={"saved": ("what `save_checkpoint` saves (the tests build it)",
                     "`save_checkpoint` 保存的对象（由测试构建）"),
           "fresh": ("what `load_checkpoint` loads into (the tests build it)",
                     "`load_checkpoint` 载入的目标（由测试构建）"),
           "saved_on": ("where the checkpoint was written (the tests imitate it)",
                        "检查点写在哪里（由测试模拟）")},
    args=(Drawn("path", _draw_path, _build_path,
                ("a `str`, a file name (`checkpoint.pt`, `run 1.ckpt` or `last`) in an existing "
                 "folder, where nothing is yet, or an older checkpoint or other bytes are "
                 "(overwrite them)",
                 "一个 `str`：已存在的文件夹中的文件名（`checkpoint.pt`、`run 1.ckpt` 或 `last`），"
                 "该位置可能还没有文件，也可能已有旧的检查点或其他字节（覆盖它们）"),
                _describe_path, holds_tensors=False),
          Drawn("saved", _draw_saved, _build_saved,
                ("the `model`, `optimizer` and `scheduler` given to `save_checkpoint`, after 0 to "
                 "3 training steps: " + "; ".join(_ARCHITECTURES) + "; " + "; ".join(_MODES)
                 + "; " + "; ".join(_OPTIMIZERS) + "; " + ", ".join(_SCHEDULERS),
                 "交给 `save_checkpoint` 的 `model`、`optimizer` 和 `scheduler`，已训练 0 到 3 步："
                 "一个 Linear；带 BatchNorm（滑动统计量和一个 int64 计数器）与 Dropout 的嵌套 "
                 "Sequential；带冻结嵌入层（requires_grad=False）和 LayerNorm 输出头的模型；"
                 "训练模式、训练模式但有一个子模块处于评估模式，或评估模式；"
                 "带动量和权重衰减的 SGD、Adam、只管理可训练参数并开启 amsgrad 的 AdamW，"
                 "或不带动量（没有状态）的 SGD；StepLR、CosineAnnealingLR、ExponentialLR "
                 "或 LinearLR"),
                _describe_saved),
          Int("step", 0, 10**12, text=("any Python int from 0 to `10**12`",
                                       "0 到 `10**12` 之间的任意 Python 整数")),
          Drawn("fresh", _draw_fresh, _build_fresh,
                ("the `model`, `optimizer` and `scheduler` given to `load_checkpoint`: the same "
                 "kinds as those saved, in the same modes, freshly built (other initial weights, "
                 "no step taken)",
                 "交给 `load_checkpoint` 的 `model`、`optimizer` 和 `scheduler`：与保存的种类相同、"
                 "模式相同，但是新建的（初始权重不同，一步也没有训练）"),
                _describe_fresh),
          Drawn("saved_on", _draw_saved_on, _build_saved_on,
                ("the checkpoint is written on this machine or on a GPU machine (every storage "
                 "tagged `cuda:0`), and loaded on this one",
                 "检查点在本机或在 GPU 机器上写出（每个存储都标记为 `cuda:0`），然后在本机加载"),
                lambda spec: f"written on {spec}")),
    # the plainest case first drawn is already a rich one: BatchNorm, mixed modes, 2 steps
    sizes={"A": (1, 2, 0), "O": (0, 1, 2, 3), "S": (0, 1, 2, 3), "M": (1, 0, 2)},
    mutates=("fresh",), allow_global=("torch_rng", "numpy_rng", "python_rng"),
    observe=_observe_checkpoint,
    notes=(("between `save_checkpoint` and `load_checkpoint` the run goes on (every random "
            "generator draws); after `load_checkpoint`: the fresh objects as the saved ones, every "
            "random generator as it was when `save_checkpoint` was called, and the step returned "
            "as the `int` it was",
            "在 `save_checkpoint` 与 `load_checkpoint` 之间，运行还在继续（每个随机数生成器都会"
            "抽取随机数）；`load_checkpoint` 之后：新建的对象与保存的对象一致，每个随机数生成器都"
            "回到调用 `save_checkpoint` 时的状态，返回的 step 是原来的那个 `int`"),
           ("`save_checkpoint` changes nothing: not the objects it is given, not any random "
            "generator; when it returns, `path` is the one new file, which "
            "`torch.load(path, weights_only=True)` loads (a temporary file in the same folder "
            "moved onto `path` with `os.replace`, as section 2 shows, is fine)",
            "`save_checkpoint` 什么都不改变：既不改变传给它的对象，"
            "也不改变任何随机数生成器；它返回时，多出来的只有 "
            "`path` 这一个文件，并且 `torch.load(path, weights_only=True)` 能加载它"
            "（像第 2 节那样先写同一文件夹里的临时文件，"
            "再用 `os.replace` 换到 `path` 上，也可以）"),
           ("\"plain values\" for NumPy's state: anything `weights_only=True` loads (lists, ints, "
            "floats, strings, tensors), in any layout of your choosing",
            "NumPy 状态的“普通值”：`weights_only=True` 能加载的任何东西（列表、整数、浮点数、"
            "字符串、张量），结构由你决定")),
    call="lambda path, saved, step, fresh, saved_on: _reference_checkpoint("
         "path, saved, step, fresh, saved_on, save=save_checkpoint, load=load_checkpoint)",
    max_examples=45, budget_s=4.0)


# ---------------------------------------------------------------- 10b ex3: export_onnx

# the plainest first (an export is seconds: the first case drawn is the richest one)
_EXPORTED = (
    "a model in eval mode whose nested Dropout the caller left in training mode",
    "a model in training mode with a frozen part (BatchNorm) in eval mode and a Dropout",
    "a model in training mode, nested Sequentials with BatchNorm and Dropout",
    "a model in eval mode, nested Sequentials with BatchNorm and Dropout",
)


def _draw_exported(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.sampled_from(range(len(_EXPORTED))))


def _build_exported(spec: int, seed: int, device: str) -> Any:
    import torch
    from torch import nn

    from ptp.domains import seeded

    with seeded(seed):
        inner = nn.Sequential(nn.Linear(16, 16), nn.BatchNorm1d(16), nn.Tanh(), nn.Dropout(0.5))
        model = nn.Sequential(nn.Linear(12, 16), inner, nn.Linear(16, 3))
        with torch.no_grad():   # running statistics other than the defaults
            inner[1].running_mean.uniform_(-1, 1)
            inner[1].running_var.uniform_(0.5, 2)
    model.train(spec in (1, 2))
    if spec == 0:
        inner[3].train()
    if spec == 1:
        inner[1].eval()
    return model


def _draw_example(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.sampled_from((3, 2, 5)))


def _build_example(spec: int, seed: int, device: str) -> Any:
    import torch

    return torch.randn(spec, 12, generator=torch.Generator().manual_seed(seed + 3))


def _draw_onnx_path(draw: Any, sizes: dict[str, int]) -> str:
    from hypothesis import strategies as st

    return draw(st.sampled_from(("an older ONNX file", "nothing")))


def _build_onnx_path(spec: str, seed: int, device: str) -> str:
    path = os.path.join(scratch_folder(), "model.onnx")
    if spec != "nothing":
        with open(path, "wb") as f:
            f.write(b"an older export, not this model\n")
    return path


def _observe_export(args: dict[str, Any], result: Any) -> dict[str, Any]:
    """What the caller can check of the file: it loads in ONNX Runtime, no node of its graph
    trains (Dropout, BatchNormalization with training_mode), the batch dimension is symbolic, no
    weight lives outside it, ONNX Runtime agrees with PyTorch in eval mode at batch sizes 1, 3
    and 7, and the folder holds that file only besides what was there."""
    import copy

    import onnx
    import onnxruntime as ort
    import torch

    path, facts = args["path"], {}
    facts["the files in the folder of path"] = sorted(os.listdir(os.path.dirname(path)))
    try:
        proto = onnx.load(path, load_external_data=False)
    except Exception:
        facts["onnx.load reads the file"] = False
        return facts
    facts["onnx.load reads the file"] = True
    nodes = [n for g in [proto.graph, *[a.g for n in proto.graph.node for a in n.attribute
                                         if a.type == onnx.AttributeProto.GRAPH]]
             for n in g.node]
    facts["training-mode nodes in the graph"] = sorted(
        n.op_type for n in nodes if n.op_type == "Dropout" or any(
            a.name == "training_mode" and a.i for a in n.attribute))
    facts["weights stored outside the file"] = sum(
        t.data_location == onnx.TensorProto.EXTERNAL for t in proto.graph.initializer)
    first = proto.graph.input[0].type.tensor_type.shape.dim[0]
    facts["the input's batch dimension is symbolic"] = bool(first.dim_param) and \
        not first.HasField("dim_value")
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    try:
        session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
    except Exception:
        facts["ONNX Runtime opens the file"] = False
        return facts
    facts["ONNX Runtime opens the file"] = True
    model = copy.deepcopy(args["model"]).eval()
    agree = {}
    gen = torch.Generator().manual_seed(1)
    for n in (1, 3, 7):
        x = torch.randn(n, 12, generator=gen)
        try:
            got = session.run(None, {session.get_inputs()[0].name: x.numpy()})[0]
        except Exception:
            agree[n] = False
            continue
        with torch.no_grad():
            want = model(x)
        agree[n] = bool(torch.allclose(torch.from_numpy(got), want, rtol=0, atol=1e-4))
    facts["ONNX Runtime agrees with PyTorch in eval mode, by batch size"] = agree
    return facts


EXPORT_ONNX = Declaration(
    "ex3_export_onnx", "export_onnx", "3. ONNX export with the current exporter",
    args=(Drawn("model", _draw_exported, _build_exported,
                ("`Linear -> (Linear, BatchNorm1d, Tanh, Dropout) -> Linear` (nested), taking "
                 "`(batch, 12)`: " + "; ".join(_EXPORTED),
                 "`Linear -> (Linear, BatchNorm1d, Tanh, Dropout) -> Linear`（嵌套），输入为 "
                 "`(batch, 12)`：处于评估模式、但调用方把其中嵌套的 Dropout 留在训练模式的模型；"
                 "处于训练模式、带一个处于评估模式的冻结部分（BatchNorm）和 Dropout 的模型；"
                 "处于训练模式、由带 BatchNorm 和 Dropout 的嵌套 Sequential 组成的模型；"
                 "处于评估模式、由带 BatchNorm 和 Dropout 的嵌套 Sequential 组成的模型"),
                lambda spec: f"model: {_EXPORTED[spec]}"),
          Drawn("example", _draw_example, _build_example,
                ("a float32 batch of shape `(B, 12)`, B from 2 to 5",
                 "形状为 `(B, 12)` 的 float32 批量，B 为 2 到 5"),
                lambda spec: f"example: a batch of {spec}"),
          Drawn("path", _draw_onnx_path, _build_onnx_path,
                ("a `str`, `model.onnx` in an existing folder, where an older file may already be "
                 "(overwrite it)",
                 "一个 `str`：已存在的文件夹中的 `model.onnx`，该位置可能已有一个旧文件（覆盖它）"),
                lambda spec: f"path: a file that already holds {spec}", holds_tensors=False),),
    observe=_observe_export, no_warnings=True,
    notes=(("the file checked: ONNX Runtime opens it and agrees with the model in eval mode "
            "within 1e-4 at batch sizes 1, 3 and 7; no node of its graph trains (no `Dropout`, "
            "no `training_mode`), whatever mode each submodule arrived in; its batch dimension "
            "is symbolic; every weight inside the file; and the model comes back with every "
            "submodule in its mode",
            "检查这个文件：ONNX Runtime 能打开它，并且在批量大小为 1、3 和 7 时与评估模式下"
            "的模型相差不超过 1e-4；无论每个子模块交来时处于什么模式，图中都没有训练用的节点"
            "（没有 `Dropout`，没有 `training_mode`）；批量维是符号维；所有权重都在文件里面；"
            "模型交还时每个子模块都处于原来的模式"),),
    max_examples=1, shrink=False, budget_s=3.0)


DECLARED = (LOAD_WEIGHTS_SAFELY, CHECKPOINT, EXPORT_ONNX)
