"""Chapter 00's declared contracts (``ptp.domains``): the inputs each prompt allows and what the
caller observes. Inputs and rules only, never an answer (this package ships to every learner):
each reference lives in its exercise's hidden tests."""

from __future__ import annotations

from typing import Any

from ptp.domains import Choice, Declaration, Drawn

# ---------------------------------------------------------------- ex4: the newest wheel

# tags that are not CUDA wheels (they do not start with "cu")
OTHER_TAGS = ("cpu", "rocm6.2", "rocm5.7", "xpu")


def _draw_tags(draw: Any, sizes: dict[str, int]) -> list[str]:
    from hypothesis import strategies as st

    cuda = st.tuples(st.integers(9, 13), st.integers(0, 9)).map(lambda v: f"cu{v[0]}{v[1]}")
    return draw(st.lists(st.one_of(cuda, st.sampled_from(OTHER_TAGS)), max_size=7, unique=True))


def _draw_driver(draw: Any, sizes: dict[str, int]) -> tuple[int, int]:
    from hypothesis import strategies as st

    return draw(st.tuples(st.integers(9, 13), st.integers(0, 9)))


def _tags_after(args: dict[str, Any], result: Any) -> list[Any]:
    """The caller's list of tags after the call (it must be as it was)."""
    return list(args["tags"])


NEWEST_COMPATIBLE_WHEEL = Declaration(
    "ex4_newest_compatible_wheel", "newest_compatible_wheel",
    "3. Choosing a CUDA wheel for your driver and your GPU",
    args=(Drawn("driver", _draw_driver, lambda spec, seed, device: tuple(spec),
                ("a tuple `(major, minor)`, major from 9 to 13, minor from 0 to 9 (one digit, "
                 "like a tag's minor version)",
                 "元组 `(major, minor)`，major 取 9 到 13，minor 取 0 到 9（一位数字，"
                 "与标签的次版本号一样）"),
                describe=lambda spec: f"driver={tuple(spec)!r}"),
          Drawn("tags", _draw_tags, lambda spec, seed, device: list(spec),
                ("a list of 0 to 7 distinct tags in any order: CUDA tags `cu` followed by the "
                 "major (9 to 13) and one digit of minor (`cu92`, `cu118`, `cu130`), and tags "
                 "that are not CUDA wheels (`cpu`, `rocm6.2`, `rocm5.7`, `xpu`); every tag "
                 "that starts with `cu` is such a CUDA tag",
                 "0 到 7 个互不相同、顺序任意的标签组成的列表：CUDA 标签是 `cu` 后接主版本号"
                 "（9 到 13）和一位次版本号（`cu92`、`cu118`、`cu130`），以及不是 CUDA wheel 的标签"
                 "（`cpu`、`rocm6.2`、`rocm5.7`、`xpu`）；"
                 "凡以 `cu` 开头的标签都是这样的 CUDA 标签"),
                describe=lambda spec: f"tags={list(spec)!r}")),
    notes=(("an empty list, or one without any CUDA tag: `\"cpu\"`",
            "空列表，或其中没有任何 CUDA 标签：返回 `\"cpu\"`"),
           ("the caller's `tags` list keeps its items and their order",
            "调用方的 `tags` 列表保持原有的元素和顺序"),),
    observe=_tags_after, max_examples=200, budget_s=3.0,
    notebook_device=False)


# ---------------------------------------------------------------- ex3: move a whole batch

_KEYS = ("image", "label", "mask", "ids", "meta")
_DTYPES = ("float32", "int64", "uint8", "float16", "bool")


_BATCHES: list[Any] = []  # the strategy, built once (building it costs more than drawing)


def _batches() -> Any:
    from hypothesis import strategies as st

    if _BATCHES:
        return _BATCHES[0]
    shape = st.lists(st.sampled_from((3, 1, 0, 2)), max_size=3).map(tuple)
    tensor = st.tuples(st.just("tensor"), shape, st.sampled_from(_DTYPES))
    leaf = st.one_of(
        tensor,
        st.tuples(st.sampled_from(("parameter", "grad")), shape),
        st.tuples(st.just("str"), st.sampled_from(("id-7", "a.png", ""))),
        st.tuples(st.just("int"), st.integers(-3, 3)),
        st.tuples(st.just("float"), st.sampled_from((0.5, -2.0))),
        st.tuples(st.just("bool"), st.booleans()),
        st.tuples(st.just("none")))

    def containers(children: Any) -> Any:
        items = st.lists(children, max_size=3)
        pairs = st.lists(st.tuples(st.sampled_from(_KEYS), children), max_size=3,
                         unique_by=lambda kv: kv[0])
        return st.one_of(st.tuples(st.sampled_from(("list", "tuple")), items),
                         st.tuples(st.sampled_from(("dict", "ordereddict")), pairs))

    strategy = st.recursive(leaf, containers, max_leaves=8)
    strategy.validate()
    _BATCHES.append(strategy)
    return strategy


def _draw_batch(draw: Any, sizes: dict[str, int]) -> Any:
    return draw(_batches())


def _build_batch(spec: Any, seed: int, device: str) -> Any:
    """The batch ``spec`` describes, with fresh tensors (the same values for the same seed)."""
    import collections

    import torch

    gen = torch.Generator().manual_seed(seed)

    def make(node: Any) -> Any:
        kind = node[0]
        if kind == "tensor":
            dtype = getattr(torch, node[2])
            values = torch.randn(node[1], generator=gen, dtype=torch.float64) * 4
            return (values > 0) if dtype == torch.bool else values.to(dtype)
        if kind == "parameter":
            return torch.nn.Parameter(torch.randn(node[1], generator=gen))
        if kind == "grad":  # a tensor in a graph (requires grad, not a leaf)
            return torch.randn(node[1], generator=gen).requires_grad_() * 2
        if kind in ("str", "int", "float", "bool"):
            return node[1]
        if kind == "none":
            return None
        if kind in ("list", "tuple"):
            items = [make(child) for child in node[1]]
            return items if kind == "list" else tuple(items)
        pairs = [(key, make(child)) for key, child in node[1]]
        return dict(pairs) if kind == "dict" else collections.OrderedDict(pairs)

    return make(spec)


def _describe_batch(spec: Any) -> str:
    def words(node: Any) -> str:
        kind = node[0]
        if kind == "tensor":
            return f"{node[2]} tensor of shape {tuple(node[1])}"
        if kind == "parameter":
            return f"nn.Parameter of shape {tuple(node[1])}"
        if kind == "grad":
            return f"tensor of shape {tuple(node[1])} computed from one that requires grad"
        if kind in ("str", "int", "float", "bool"):
            return repr(node[1])
        if kind == "none":
            return "None"
        if kind in ("list", "tuple"):
            inner = ", ".join(words(c) for c in node[1])
            comma = "," if len(node[1]) == 1 else ""
            return f"[{inner}]" if kind == "list" else f"({inner}{comma})"
        inner = ", ".join(f"{k!r}: {words(c)}" for k, c in node[1])
        return ("{" if kind == "dict" else "OrderedDict{") + inner + "}"

    return "batch " + words(spec)


def _structure(value: Any) -> Any:
    """What a caller sees of a batch: each container's kind (a dict subclass counts as a dict),
    each tensor's type, device, dtype, shape and whether it is in a graph, every other value's
    type and repr."""
    import torch

    if isinstance(value, torch.Tensor):
        return {"type": type(value).__name__, "device": value.device.type,
                "dtype": str(value.dtype), "shape": list(value.shape),
                "requires_grad": value.requires_grad, "in a graph": value.grad_fn is not None}
    if isinstance(value, dict):
        return {"dict": {repr(k): _structure(v) for k, v in value.items()}}
    if type(value) in (list, tuple):
        return {type(value).__name__: [_structure(v) for v in value]}
    return {"type": type(value).__name__, "value": repr(value)}


def _batch_seen(args: dict[str, Any], result: Any) -> dict[str, Any]:
    """The result's structure, and the caller's batch after the call (as it was given)."""
    return {"result": _structure(result), "the caller's batch": _structure(args["batch"])}


MOVE_BATCH = Declaration(
    "ex3_move_batch", "move_batch", "2c. Moving a whole batch",
    args=(Drawn("batch", _draw_batch, _build_batch,
                ("a tensor, a plain value (a string, an int, a float, a bool, `None`), or a "
                 "`dict`, `OrderedDict`, `list` or `tuple` of them, nested up to any depth "
                 "(empty containers included); tensors of any dtype and of shapes with sizes "
                 "0, 1 and more, `nn.Parameter`s, and tensors computed from one that requires "
                 "grad",
                 "一个张量、一个普通值（字符串、int、float、bool、`None`），或由它们组成的 "
                 "`dict`、`OrderedDict`、`list` 或 `tuple`，可任意层嵌套（包括空容器）；"
                 "张量可以是任意 dtype、各维大小为 0、1 或更大，也可以是 `nn.Parameter`，"
                 "或由需要梯度的张量计算得到的张量"),
                describe=_describe_batch),
          Choice("device", ("meta", "cpu"))),
    notes=(("an `OrderedDict` may come back as a `dict` or an `OrderedDict`, with the same keys "
            "in the same order; a dict, list or tuple that holds no tensor may come back as "
            "itself or as an equal new one (there is nothing in it to move)",
            "`OrderedDict` 可以返回为 `dict` 或 `OrderedDict`，键相同且顺序不变；"
            "不含张量的 dict、list 或 tuple 可以原样返回，也可以返回一个相等的新容器"
            "（里面没有要移动的东西）"),
           ("the batches hold no namedtuples, sets or other container types",
            "批量中没有 namedtuple、set 或其他容器类型"),
           ("the caller's batch after the call: the same containers holding the same tensors, "
            "where they were",
            "调用之后，调用方的批量不变：同样的容器、同样的张量，仍在原来的设备上"),),
    observe=_batch_seen, max_examples=100, budget_s=2.5)


# ---------------------------------------------------------------- ex2: pick a device

def _draw_machine(draw: Any, sizes: dict[str, int]) -> tuple[bool, bool]:
    from hypothesis import strategies as st

    return draw(st.tuples(st.booleans(), st.booleans()))


def _describe_machine(spec: Any) -> str:
    cuda, mps = spec
    return (f"a machine where cuda is {'' if cuda else 'not '}available and mps is "
            f"{'' if mps else 'not '}available")


PICK_DEVICE = Declaration(
    "ex2_pick_device", "pick_device", "2b. Picking the device in code",
    signatures=("pick_device(prefer=None)",),
    heads={"machine": ("the machine the tests imitate (not an argument)",
                       "测试模拟的机器（不是参数）")},
    args=(Choice("prefer", (None, "cpu", "cuda", "cuda:1", "mps", "cpu:0")),
          Drawn("machine", _draw_machine, lambda spec, seed, device: tuple(spec),
                ("`torch.cuda.is_available()` and `torch.backends.mps.is_available()` each "
                 "return `True` or `False` (all four combinations)",
                 "`torch.cuda.is_available()` 和 "
                 "`torch.backends.mps.is_available()` 各返回 `True` 或 `False`（四种组合都有）"),
                describe=_describe_machine, holds_tensors=False)),
    notes=(("with no preference on a CUDA machine: `torch.device('cuda')` and "
            "`torch.device('cuda:0')` are both accepted",
            "没有偏好且机器有 CUDA 时：返回 `torch.device('cuda')` 或 "
            "`torch.device('cuda:0')` 均可"),),
    max_examples=60, budget_s=2.0,
    call="lambda prefer, machine: _on_machine(pick_device, prefer, machine)")


# ---------------------------------------------------------------- ex5: the environment report

_GPU_NAMES = ("NVIDIA A100-SXM4-80GB", "NVIDIA H100 80GB HBM3", "Tesla T4",
              "NVIDIA GeForce RTX 4090", "AMD Instinct MI300X")


def _draw_environment(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    """A machine: its build (torch.__version__, torch.version.cuda and .hip), its GPUs' names
    (none, one or several, GPU 0 first) and the current device."""
    from hypothesis import strategies as st

    build = draw(st.sampled_from(("cpu", "cuda", "rocm", "source")))
    version, cuda, hip = {
        "cpu": (draw(st.sampled_from(("2.7.1+cpu", "2.14.0+cpu", "2.14.0"))), None, None),
        "cuda": (draw(st.sampled_from(("2.6.0+cu124", "2.14.0+cu130", "2.14.0"))),
                 draw(st.sampled_from(("12.4", "13.0", "12.8"))), None),
        "rocm": ("2.14.0+rocm6.4", None, "6.4.43482"),
        "source": ("2.15.0a0+git3f2c1d0", draw(st.sampled_from(("12.8", None))), None),
    }[build]
    has_backend = cuda is not None or hip is not None
    gpus = draw(st.lists(st.sampled_from(_GPU_NAMES), max_size=3)) if has_backend else []
    current = draw(st.integers(0, len(gpus) - 1)) if gpus else 0
    # a GPU the driver lists that PyTorch cannot use (a driver too old): device_count() says 1
    unusable = has_backend and not gpus and draw(st.booleans())
    return {"version": version, "cuda": cuda, "hip": hip, "gpus": gpus, "current": current,
            "unusable": unusable}


def _describe_environment(spec: dict[str, Any]) -> str:
    gpus = (f"GPUs {spec['gpus']} (the current device is GPU {spec['current']})"
            if spec["gpus"] else
            "a GPU PyTorch cannot use (device_count() 1, is_available() False)"
            if spec.get("unusable") else "no GPU")
    return (f"a machine with torch.__version__ {spec['version']!r}, torch.version.cuda "
            f"{spec['cuda']!r}, torch.version.hip {spec['hip']!r} and {gpus}")


DESCRIBE_ENVIRONMENT = Declaration(
    "ex5_describe_environment", "describe_environment", "1. What is installed here?",
    signatures=("describe_environment()",),
    heads={"machine": ("the machine the tests imitate (not an argument)",
                       "测试模拟的机器（不是参数）")},
    args=(Drawn("machine", _draw_environment, lambda spec, seed, device: dict(spec),
                ("the build: CPU-only (with or without a local tag such as `+cpu`), CUDA, "
                 "ROCm (`torch.version.cuda` is `None`, `torch.version.hip` is set, and "
                 "`torch.cuda` answers for the AMD GPUs) or from source (with or without CUDA); "
                 "the GPUs: none for a CPU-only build; for a build with CUDA or ROCm, none "
                 "(every GPU query but `is_available()` and `device_count()` raises), a GPU the "
                 "driver lists but PyTorch cannot use (`device_count()` says 1, "
                 "`is_available()` says `False`, every other GPU query raises), one GPU, or "
                 "several different ones (the current device may be another GPU than 0: the "
                 "report still names GPU 0)",
                 "构建：仅 CPU 的构建（带或不带 `+cpu` 这样的本地标签）、"
                 "CUDA 构建、ROCm 构建（`torch.version.cuda` 为 `None`，`torch.version.hip` 有值，"
                 "`torch.cuda` 的各个函数回答的是 AMD GPU 的情况）"
                 "或从源码构建的版本（带或不带 CUDA）；"
                 "GPU：仅 CPU 的构建没有 GPU；带 CUDA 或 ROCm 的构建可能没有 GPU"
                 "（除 `is_available()` 和 `device_count()` 外，所有 GPU 查询都会抛出异常）、"
                 "有一块驱动能看到但 PyTorch 用不了的 GPU（`device_count()` 返回 1，"
                 "`is_available()` 返回 `False`，其他 GPU 查询都会抛出异常）、"
                 "有一块 GPU，或有几块不同的 GPU（当前设备可能不是 GPU 0：报告仍然给出 GPU 0）"),
                describe=_describe_environment, holds_tensors=False),),
    notes=(("the keys may come in any order", "键的顺序不限"),),
    max_examples=60, budget_s=2.0,
    call="lambda machine: _on_environment(describe_environment, machine)",
    notebook_device=False)


# ---------------------------------------------------------------- ex1: a device that computes

# (no fault that a right check's own inputs may hide: a swap of two entries that happen to be
# equal in the learner's product would fail a right answer; a shift of every entry by one place
# shows in any product that is not one number everywhere)
_FAULTS = ("none", "plus one", "twice", "one entry", "nan", "zeros", "shifted", "raises",
           "not compiled")


def _draw_device(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    """The device asked about: the CPU, meta, or an imitated accelerator (right, right to the
    last digits, or faulty in one of ``_FAULTS``); given as a string or a ``torch.device``."""
    from hypothesis import strategies as st

    kind = draw(st.sampled_from(("cpu", "meta", "accelerator")))
    fault = draw(st.sampled_from(_FAULTS)) if kind == "accelerator" else "none"
    return {"kind": kind, "fault": fault, "reorder": draw(st.booleans()),
            "as": draw(st.sampled_from(("str", "torch.device")))}


def _describe_device(spec: dict[str, Any]) -> str:
    what = {"cpu": "the CPU", "meta": "the meta device"}.get(spec["kind"])
    if what is None:
        fault = {"none": "whose products are right",
                 "plus one": "whose products come back 1 too large",
                 "twice": "whose products come back twice too large",
                 "one entry": "whose products come back with one entry 0.5 off",
                 "nan": "whose products come back with one entry NaN",
                 "zeros": "whose products come back as zeros",
                 "shifted": "whose products come back with every entry shifted one place along",
                 "raises": "whose matrix products raise a RuntimeError",
                 "not compiled": "whose matrix products raise an AssertionError, as a PyTorch "
                                 "built without CUDA does"}[spec["fault"]]
        what = (f"an imitated accelerator {fault}"
                + (" (summed in another order than the CPU's)" if spec["reorder"] else ""))
    return f"{what}, given as a {spec['as']}"


DEVICE_REALLY_WORKS = Declaration(
    "ex1_device_really_works", "device_really_works", "2. Reported is not the same as working",
    signatures=("device_really_works(device)",),
    args=(Drawn("device", _draw_device, lambda spec, seed, device: dict(spec),
                ("the CPU (`\"cpu\"`, `\"cpu:0\"` or a `torch.device`), the `meta` device, or "
                 "an imitated accelerator that refuses to mix its tensors with CPU tensors, of "
                 "one of three kinds: its matrix products are right (possibly differing from "
                 "the CPU's in the last digits); or they are wrong without raising (every entry "
                 "1 too large, every entry twice too large, one entry 0.5 off, one entry NaN, "
                 "all zeros, every entry shifted one place along); or they raise a "
                 "`RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA "
                 "does), which your function catches",
                 "CPU（`\"cpu\"`、`\"cpu:0\"` 或 `torch.device`）、`meta` 设备，"
                 "或一个模拟的加速器：它拒绝把自己的张量与 CPU 张量混用，"
                 "矩阵乘积要么正确（可能与 CPU 的结果在最后几位不同），"
                 "要么错误但不抛异常（每一项都大 1、每一项都大一倍、某一项差 0.5、"
                 "某一项为 NaN、全为 0、每一项都错开一个位置），"
                 "要么一做矩阵乘法就抛出 `RuntimeError`（或者像没有编译 CUDA 支持的 PyTorch "
                 "那样抛出 `AssertionError`），你的函数要捕获这个异常"),
                describe=_describe_device, holds_tensors=False),),
    notes=(("the answer is `True` exactly for the CPU and for an accelerator whose products are "
            "right; for the `meta` device and the two other kinds it is `False`, and your "
            "function does not raise",
            "只有对 CPU 和乘积正确的加速器，答案才是 `True`；对 `meta` 设备和另外两种加速器，"
            "答案是 `False`，你的函数自己不抛异常"),),
    allow_global=("cuda_rng",), max_examples=120, budget_s=3.0, no_warnings=True,
    call="lambda device: _on_device(device_really_works, device)")


DECLARED = (PICK_DEVICE, MOVE_BATCH, NEWEST_COMPATIBLE_WHEEL, DESCRIBE_ENVIRONMENT,
            DEVICE_REALLY_WORKS)
