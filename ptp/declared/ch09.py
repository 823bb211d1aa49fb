"""Chapter 09's declared contracts (``ptp.domains``): the inputs each prompt allows and what the
caller observes. Inputs and rules only, never an answer (this package ships to every learner):
each reference lives in its exercise's hidden tests."""

from __future__ import annotations

from typing import Any

from ptp.domains import ACCELERATOR, Choice, Declaration, Drawn, Int

SHARDING = "2. Sharding the data: DistributedSampler"


# ---------------------------------------------------------------- 09a ex1: rank_indices

def _draw_rank(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.integers(0, sizes["W"] - 1))


RANK_INDICES = Declaration(
    "ex1_rank_indices", "rank_indices", SHARDING,
    args=(Int("n", 0, 40, text=("an integer from 0 to 40 (smaller than `world_size` included; "
                                "0: an empty data set, every rank gets `[]`)",
                                "0 到 40 之间的整数（包括小于 `world_size` 的情况；"
                                "0 表示空数据集，每个 rank 都得到 `[]`）")),
          Int("world_size", symbol="W",
              text=("an integer from 1 to 9", "1 到 9 之间的整数")),
          Drawn("rank", _draw_rank, lambda spec, seed, device: spec,
                ("an integer from 0 to `world_size - 1`", "0 到 `world_size - 1` 之间的整数"),
                describe=lambda spec: f"rank={spec!r}", holds_tensors=False),
          Int("epoch", 0, 50),
          Int("seed", 0, 2**31 - 1),
          Choice("shuffle", (True, False)),
          Choice("drop_last", (False, True))),
    sizes={"W": (3, 1, 2, 4, 5, 7, 8, 9)},
    notes=(("a Python `list` of Python `int`s, in the order `DistributedSampler` yields them",
            "返回由 Python `int` 组成的 Python `list`，顺序与 `DistributedSampler` 给出的一致"),),
    no_warnings=True, max_examples=150, budget_s=3.0)


# ---------------------------------------------------------------- 09a ex2: steps_per_epoch

def _draw_n(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.one_of(st.integers(0, 300), st.integers(2**53 - 5, 2**80)))


STEPS_PER_EPOCH = Declaration(
    "ex2_steps_per_epoch", "steps_per_epoch", SHARDING,
    args=(Drawn("n", _draw_n, lambda spec, seed, device: spec,
                ("an integer from 0 to 300, or from about `2**53` to `2**80` (there the "
                 "`DistributedSampler` rounds its own count in floats, and past `2**63 - 1` no "
                 "`DataLoader` can hold such a data set: the count expected is the exact one "
                 "integer arithmetic gives)",
                 "0 到 300 之间的整数，或约 `2**53` 到 `2**80` 之间的整数（在这个范围里，"
                 "`DistributedSampler` 自己用浮点数计算数量，会有舍入；超过 `2**63 - 1` 时"
                 "没有 `DataLoader` 能装下这样的数据集：期望的是整数运算给出的精确步数）"),
                describe=lambda spec: f"n={spec!r}"),
          Int("world_size", 1, 16),
          Int("batch_size", 1, 64),
          Choice("sampler_drop_last", (False, True)),
          Choice("loader_drop_last", (False, True))),
    notes=(("`n = 0`: 0 steps", "`n = 0`：0 步"),
           ("the result is a Python `int`", "结果是 Python `int`")),
    max_examples=200, budget_s=3.0,
    notebook_device=False)


# ---------------------------------------------------------------- 09b ex5: the module. prefix

_CORES = ("weight", "bias", "encoder.w", "submodule.weight", "b.module.x", "modules.x",
          "emodule.y", "module_list.0.weight", "module", "lin.module.bias", "m", "e.d", "0.weight",
          "moduleweight", "module_.x", "Module.x")


def _draw_state(draw: Any, sizes: dict[str, int]) -> list[tuple[str, list[int]]]:
    """Keys (distinct cores, each with 0 to 2 leading ``module.``) and their tensors' shapes."""
    from hypothesis import strategies as st

    cores = draw(st.lists(st.sampled_from(_CORES), max_size=6, unique=True))
    return [("module." * draw(st.integers(0, 2)) + core,
             draw(st.lists(st.sampled_from((3, 1, 0, 2)), max_size=2))) for core in cores]


def _build_state(spec: Any, seed: int, device: str) -> Any:
    import collections

    import torch

    gen = torch.Generator().manual_seed(seed)
    state = collections.OrderedDict((key, torch.randn(shape, generator=gen)) for key, shape in spec)
    # as model.state_dict() gives: the version of each module's entries, by module path
    meta: Any = collections.OrderedDict([("", {"version": 1})])
    for key, _ in spec:
        meta.setdefault(key.rpartition(".")[0], {"version": 1})
    state._metadata = meta
    return state


def _prefix_seen(args: dict[str, Any], result: Any) -> dict[str, Any]:
    """What the caller sees: each function's result's type, whether it is the dictionary it was
    given, whether each of its values is the very tensor of the input at the same position, and
    the input's keys after the calls."""
    state = args["state_dict"]
    seen: dict[str, Any] = {}
    for name, out in (result.items() if isinstance(result, dict) else ()):
        values = list(out.values()) if isinstance(out, dict) else []
        seen[name] = {"type": type(out).__name__, "is the dictionary it was given": out is state,
                      "holds the very tensors it was given": [
                          a is b for a, b in zip(values, state.values(), strict=False)]}
    seen["the keys of the dictionary it was given, after the calls"] = list(state)
    meta = getattr(state, "_metadata", None)
    seen["its _metadata, after the calls"] = (
        None if meta is None else [(k, dict(v)) for k, v in meta.items()])
    return seen


MODULE_PREFIX = Declaration(
    "ex5_module_prefix", "strip_module_prefix or add_module_prefix", "7. The module. prefix",
    signatures=("strip_module_prefix(state_dict)", "add_module_prefix(state_dict)",),
    args=(Drawn("state_dict", _draw_state, _build_state,
                ("an `OrderedDict` of 0 to 6 tensors whose keys have 0, 1 or 2 leading "
                 "`module.` in front of names such as `weight`, `encoder.w`, `submodule.weight`, "
                 "`b.module.x`, `module_list.0.weight`, `module`, `moduleweight` or `Module.x`; "
                 "no key is another key with `module.` in front; with a `_metadata` attribute, "
                 "as `model.state_dict()` gives",
                 "由 0 到 6 个张量组成的 `OrderedDict`，键是在 `weight`、`encoder.w`、"
                 "`submodule.weight`、`b.module.x`、`module_list.0.weight`、`module`、"
                 "`moduleweight` 或 `Module.x` 等名字前加 0、1 或 2 个 `module.`；"
                 "没有哪个键等于另一个键前面加上 `module.`；与 `model.state_dict()` 一样带有 "
                 "`_metadata` 属性"),
                describe=lambda spec: f"a state_dict with the keys {[k for k, _ in spec]!r}"),),
    notes=(("each function is called separately on the same input dictionary, one after the "
            "other (neither gets the other's result), so neither may change it; each "
            "returns a new `OrderedDict` holding the very tensor objects it was given (not "
            "`.detach()`ed or cloned ones); the `_metadata` attribute need not be carried, and the "
            "input's stays as it was",
            "测试先后把两个函数分别用在同一个输入字典上（不是把一个函数的结果交给另一个），所以两者都"
            "不能修改它；各自返回一个新的 `OrderedDict`，其中是传入的同一批张量"
            "对象（不是 `.detach()` 或克隆出来的）；不必携带 `_metadata` 属性，"
            "但输入字典的 `_metadata` 要保持原样"),),
    observe=_prefix_seen, max_examples=150, budget_s=3.0,
    call="lambda state_dict: {'strip_module_prefix': strip_module_prefix(state_dict), "
         "'add_module_prefix': add_module_prefix(state_dict)}")


# ---------------------------------------------------------------- 09b ex4: average_gradients

AVERAGING = "6. Averaging gradients: by hand, and less often"
_GRAD_STATES = ("grad", "none", "frozen", "zeros")


def _draw_model(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"blocks": draw(st.lists(st.sampled_from(("linear", "batchnorm", "tied", "nested")),
                                    min_size=1, max_size=3)),
            "grads": draw(st.lists(st.sampled_from(_GRAD_STATES), min_size=1, max_size=6)),
            "dtype": draw(st.sampled_from(("float32", "float64")))}


def _build_model(spec: dict[str, Any], seed: int, device: str) -> Any:
    """A model of ``spec["blocks"]`` whose parameters hold gradients (in turn: a gradient, none,
    a gradient on a parameter frozen after its backward), in training mode but for an eval
    BatchNorm."""
    import torch
    from torch import nn

    from ptp.domains import seeded

    with seeded(seed):
        layers: list[nn.Module] = []
        for block in spec["blocks"]:
            if block == "linear":
                layers.append(nn.Linear(3, 3))
            elif block == "batchnorm":
                layers.append(nn.BatchNorm1d(3).eval())
            elif block == "tied":  # two layers sharing one weight: one parameter, one .grad
                first, second = nn.Linear(3, 3), nn.Linear(3, 3, bias=False)
                second.weight = first.weight
                layers += [first, second]
            else:
                layers.append(nn.Sequential(nn.Linear(3, 3), nn.Sequential(nn.Tanh(),
                                                                          nn.Linear(3, 3))))
        model = nn.Sequential(*layers).to(getattr(torch, spec["dtype"]))
        for i, p in enumerate(model.parameters()):
            state = spec["grads"][i % len(spec["grads"])]
            if state == "zeros":  # nothing here: the other ranks' may hold something
                p.grad = torch.zeros(p.shape, dtype=p.dtype)
            elif state != "none":
                p.grad = torch.randn(p.shape, dtype=p.dtype)
            if state == "frozen":
                p.requires_grad_(False)
    return model.to(device)  # the gradients go with their parameters


def _describe_model(spec: dict[str, Any]) -> str:
    return (f"a {spec['dtype']} model of blocks {spec['blocks']} whose parameters' gradients are, "
            f"in turn, {spec['grads']}")


class SimulatedAllReduce:
    """``all_reduce(tensor, op=SUM, group=None, async_op=False)`` of one rank among others whose
    gradients are this rank's times fixed factors: it sums in place (multiplies by one plus the
    others' factors), whatever is reduced (one gradient, a flat buffer of several, a gradient
    already divided). With ``async_op=True`` the sum lands when the handle's ``wait()`` is
    called, as with a real collective. Anything but a tensor, or another op than the sum, is
    refused (the prompt asks for the sum; gloo refused ``AVG`` until recent releases). The sum
    is taken when the call is made, as a collective reads the ranks' tensors then."""

    class Handle:
        def __init__(self, finish: Any) -> None:
            self.finish, self.done = finish, False

        def wait(self, *args: Any, **kwargs: Any) -> bool:
            if not self.done:
                self.done = True
                self.finish()
            return True

        def is_completed(self) -> bool:
            return self.wait()

    def __init__(self, others: list[float], device: str = "cpu") -> None:
        self.factor = 1.0 + sum(others)
        self.device = device
        self.sent = 0  # the values reduced, all calls together

    def __call__(self, tensor: Any, op: Any = None, group: Any = None,
                 async_op: bool = False) -> Any:
        import torch
        import torch.distributed as dist

        if not isinstance(tensor, torch.Tensor):
            raise TypeError(f"all_reduce expects a tensor, got {type(tensor).__name__}")
        if op is not None and op != dist.ReduceOp.SUM:
            raise ValueError(f"the tests' all_reduce only sums: {op} is refused")
        if self.device != "cpu" and tensor.device.type == "cpu":
            # the ranks' gradients are on an accelerator: their backend (NCCL) has no CPU
            raise RuntimeError("No backend type associated with device type cpu")
        self.sent += tensor.numel()
        total = tensor.detach() * self.factor  # the sum, as the ranks' tensors are now
        if async_op:  # written into the tensor when waited on (what the tensor holds then is lost)
            return self.Handle(lambda: tensor.copy_(total))
        tensor.copy_(total)
        return None


def _averaging_observed(args: dict[str, Any], result: Any) -> Any:
    """Whether every value of every ``.grad`` that is not ``None`` took part in an all_reduce
    (in one call per gradient or in a flat buffer): the simulated ranks' gradients are this
    rank's times factors, so a gradient of zeros skipped here would sum to zero anyway, while
    on real ranks the others' may not be zero (and a rank making fewer calls hangs the rest)."""
    needed = sum(p.grad.numel() for p in args["model"].parameters() if p.grad is not None)
    return {"every gradient value (zeros included) took part in an all_reduce":
            args["all_reduce"].sent >= needed}


def _draw_others(draw: Any, sizes: dict[str, int]) -> list[float]:
    from hypothesis import strategies as st

    return draw(st.lists(st.sampled_from((1.0, 0.5, 2.0, -1.0, 3.0)), min_size=sizes["W"] - 1,
                         max_size=sizes["W"] - 1))


AVERAGE_GRADIENTS = Declaration(
    "ex4_average_gradients", "average_gradients", AVERAGING,
    args=(Drawn("model", _draw_model, _build_model,
                ("a float32 or float64 model of `Linear` layers, nested `Sequential`s, an "
                 "`eval()` `BatchNorm1d` and two layers sharing one weight (one parameter, "
                 "one `.grad`); its parameters hold a gradient, a gradient of zeros, `None`, or a "
                 "gradient while "
                 "frozen (`requires_grad=False`: average it too, as every `.grad` that is not "
                 "`None`, whatever `requires_grad` says)",
                 "float32 或 float64 的模型，由 `Linear` 层、嵌套的 `Sequential`、处于 `eval()` "
                 "的 `BatchNorm1d` 以及共享同一权重的两层（一个参数，一个 `.grad`）组成；"
                 "参数的 `.grad` 可能是梯度、全为零的梯度、`None`，"
                 "或者参数已冻结（`requires_grad=False`）"
                 "但仍有梯度（这种梯度也要平均：凡是不为 `None` 的 `.grad` 都要平均，"
                 "不管 `requires_grad` 是什么）"),
                describe=_describe_model),
          Int("world_size", symbol="W", text=("an integer from 1 to 8", "1 到 8 之间的整数")),
          Drawn("all_reduce", _draw_others,
                lambda spec, seed, device: SimulatedAllReduce(spec, device),
                ("a function that sums a tensor in place over `world_size` simulated ranks "
                 "(the other ranks' gradients are this rank's times fixed factors); where the "
                 "model is on an accelerator it refuses a tensor on the CPU, as NCCL does; with "
                 "`async_op=True` the sum lands when the handle's `wait()` is called",
                 "一个在 `world_size` 个模拟 rank 之间原地求和的函数（其他 rank 的梯度是本 rank "
                 "梯度乘以固定系数）；模型在加速器上时，它像 NCCL 一样拒绝 CPU 上的张量；"
                 "`async_op=True` 时，调用句柄的 `wait()` 后和才写入"),
                describe=lambda spec: f"the other ranks' gradients {spec} times this rank's")),
    sizes={"W": (3, 1, 2, 4, 8)},
    notes=(("here `all_reduce` is always passed (the `None` case, `dist.all_reduce`, is "
            "tested separately)",
            "这里总会传入 `all_reduce`（传入 `None`、即使用 `dist.all_reduce` 的情况另行测试）"),
           ("every `.grad` stays the same tensor object; a parameter's `.grad` that is `None` "
            "stays `None`",
            "每个 `.grad` 仍是同一个张量对象；为 `None` 的 `.grad` 保持 `None`"),
           ("every `.grad` that is not `None` takes part in the all-reduce, one of zeros too, "
            "and with `world_size` 1 too: skip no call (another rank's gradient may not be "
            "zeros, and the collective, not the number you were given, decides who takes part; "
            "the simulated ranks cannot show it, so the tests count the values reduced); divide "
            "by the `world_size` you are given, never by `dist.get_world_size()`",
            "每个不为 `None` 的 `.grad` 都要参与 all-reduce，全为零的也一样，`world_size` 为 1 "
            "时也一样：一次调用也不能省（其他 rank 上的梯度未必为零，"
            "而且哪些 rank 参与由集合通信决定，不由传入的数字决定；"
            "模拟的 rank 体现不出这一点，所以测试会统计被归约的数值个数）；"
            "除数用传入的 `world_size`，不要用 `dist.get_world_size()`")),
    observe=_averaging_observed,
    devices=("cpu", ACCELERATOR), mutates=("model",), ulps=8, max_examples=80, budget_s=3.0,
    no_warnings=True)


# ---------------------------------------------------------------- 09a ex3: save_on_rank0

CHECKPOINT = "3. A real DDP training script, launched with torchrun"
_FOLDERS: list[str] = []  # one temporary folder for this session's cases, removed at exit


def _draw_ckpt_state(draw: Any, sizes: dict[str, int]) -> list[tuple[str, str, list[int]]]:
    """Entries of a checkpoint: (key, kind, shape) with kinds tensor dtypes, a view, ints,
    floats, strings, a nested dict, a list (empty or not) and None."""
    from hypothesis import strategies as st

    kinds = ("float32", "int64", "float64", "bool", "view", "int", "float", "str", "dict", "list",
             "none")
    keys = ("model", "step", "optimizer", "lr", "w", "epoch", "note")
    return draw(st.lists(st.tuples(st.sampled_from(keys), st.sampled_from(kinds),
                                   st.lists(st.sampled_from((3, 1, 0, 2)), max_size=2)),
                         max_size=4, unique_by=lambda e: e[0]))


def _build_ckpt_state(spec: Any, seed: int, device: str) -> dict[str, Any]:
    import torch

    gen = torch.Generator().manual_seed(seed)

    def value(kind: str, shape: list[int]) -> Any:
        if kind in ("float32", "float64", "int64"):
            return (torch.randn(shape, generator=gen, dtype=torch.float64) * 5).to(
                getattr(torch, kind))
        if kind == "bool":
            return torch.randn(shape, generator=gen) > 0
        if kind == "view":  # a slice of a larger tensor
            return torch.randn([4, *shape], generator=gen)[1:3]
        if kind == "int":
            return int(torch.randint(0, 1000, (), generator=gen))
        if kind == "float":
            return float(torch.rand((), generator=gen, dtype=torch.float64))
        if kind == "str":
            return "run-7"
        if kind == "dict":
            return {"weight": torch.randn(shape, generator=gen), "bias": torch.zeros(2)}
        if kind == "list":  # 0, 1 or 2 items
            return [torch.randn(shape, generator=gen), 3][:len(shape)]
        return None

    return {key: value(kind, shape) for key, kind, shape in spec}


def _draw_ckpt_path(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"name": draw(st.sampled_from(("ckpt.pt", "model.pth", "last", "run 1.pt"))),
            "as": draw(st.sampled_from(("Path", "str"))),
            "old": draw(st.sampled_from((None, "checkpoint", "empty"))),
            "other": draw(st.booleans())}


def _build_ckpt_path(spec: dict[str, Any], seed: int, device: str) -> Any:
    """A path in a fresh empty folder; it may already hold an older checkpoint (or an empty file)
    at that path and another file beside it."""
    import atexit
    import shutil
    import tempfile
    from pathlib import Path

    import torch

    if not _FOLDERS:
        _FOLDERS.append(tempfile.mkdtemp(prefix="ptp-ckpt-"))
        atexit.register(shutil.rmtree, _FOLDERS[0], True)
    folder = Path(tempfile.mkdtemp(dir=_FOLDERS[0]))
    path = folder / spec["name"]
    if spec["old"] == "checkpoint":
        torch.save({"step": -1, "w": torch.ones(2)}, path)
    elif spec["old"] == "empty":
        path.touch()
    if spec["other"]:
        (folder / "notes.txt").write_text("epoch 3\n")
    return path if spec["as"] == "Path" else str(path)


def _describe_ckpt_path(spec: dict[str, Any]) -> str:
    old = {None: "an empty folder", "checkpoint": "a folder where an older checkpoint already "
           "is at that path", "empty": "a folder where an empty file already is at that path"}
    return (f"path={spec['name']!r} (a {spec['as']}) in {old[spec['old']]}"
            + (", beside a notes.txt" if spec["other"] else ""))


SAVE_ON_RANK0 = Declaration(
    "ex3_save_on_rank0", "save_on_rank0", CHECKPOINT,
    signatures=("save_on_rank0(state, path, rank, barrier)",),
    args=(Drawn("state", _draw_ckpt_state, _build_ckpt_state,
                ("a `dict` of 0 to 4 entries: tensors (float32, float64, int64, bool, sizes 0, "
                 "1 and more, a slice of a larger tensor), ints, floats, a string, a nested "
                 "dict of tensors, a list (empty or not), `None`",
                 "由 0 到 4 项组成的 `dict`：张量（float32、float64、int64、bool，各维大小为 0、1 "
                 "或更大，也可以是更大张量的切片）、int、float、字符串、"
                 "嵌套的张量 dict、list（可以为空）、`None`"),
                describe=lambda spec: f"a state with entries {[(k, t) for k, t, _ in spec]!r}"),
          Drawn("path", _draw_ckpt_path, _build_ckpt_path,
                ("a `pathlib.Path` or a `str`, in an existing folder that may already hold a "
                 "file at that path (an older checkpoint, or an empty file) and another file",
                 "`pathlib.Path` 或 `str`，所在文件夹已存在，其中该路径上可能已有文件"
                 "（旧的检查点或空文件），旁边也可能有别的文件"),
                describe=_describe_ckpt_path),
          Int("rank", 0, 7, text=("an integer from 0 to 7", "0 到 7 之间的整数"))),
    notes=(("what the tests observe: the files in the folder (their contents, loaded) at each "
            "call of `barrier()` and after the function returns, and what it returns: `None`, on "
            "every rank (return nothing)",
            "测试观察的是：每次调用 `barrier()` 时以及函数返回后文件夹中的文件（加载后的内容），"
            "以及函数的返回值：在每个进程上都是 `None`（什么也不返回）"),
           ("rank 0 replaces a file already at `path`; other ranks leave the folder as it "
            "was; no other file is left behind",
            "rank 0 覆盖 `path` 上已有的文件；其他 rank 不改动文件夹；不留下其他文件"),
           ("not asked: a `torch.save` that raises (every `state` drawn can be saved, into a "
            "folder that can be written)",
            "不要求：`torch.save` 抛出异常的情况（抽取的每个 `state` 都能保存，文件夹也都可写）")),
    max_examples=40, budget_s=3.0,
    call="lambda state, path, rank: _on_rank(save_on_rank0, state, path, rank)")


DECLARED = (RANK_INDICES, STEPS_PER_EPOCH, AVERAGE_GRADIENTS, MODULE_PREFIX, SAVE_ON_RANK0)
