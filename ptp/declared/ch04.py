"""Chapter 04's declared contracts (data pipelines): the inputs each prompt allows, built fresh
for every call (lists of token sequences, one-shot streams of image batches, sequence lengths in
every container the prompt names). Inputs and rules only, never an answer."""

from __future__ import annotations

from typing import Any

from ptp.domains import ACCELERATOR, Choice, Declaration, Drawn, Float, Int

FLOATS = ("float32", "float64", "float16", "bfloat16")


# ---------------------------------------------------------------- ex2: pad_collate

# token id classes: small ids (often equal to a small pad_id), ids anywhere in int64
TOKEN_RANGES = {"small": (-3, 10), "int64": (-2**63, 2**63 - 1), "above 2**31": (2**31, 2**62)}
SEQUENCE_LAYOUTS = ("contiguous", "strided", "view")


def _draw_batch(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    items = draw(st.lists(st.tuples(st.sampled_from((3, 1, 0, 2, 5, 7, 600)),
                                    st.sampled_from(SEQUENCE_LAYOUTS)), min_size=1, max_size=6))
    return {"items": items, "tokens": draw(st.sampled_from(tuple(TOKEN_RANGES))),
            "labels": draw(st.sampled_from(("small", "int64")))}


def _build_batch(spec: dict[str, Any], seed: int, device: str) -> list[tuple[Any, int]]:
    import torch

    from ptp.checks import layouts

    gen = torch.Generator().manual_seed(seed)
    low, high = TOKEN_RANGES[spec["tokens"]]
    batch = []
    for length, layout in spec["items"]:
        tokens = torch.randint(low, high, (length,), generator=gen, dtype=torch.int64)
        if layout == "strided":
            tokens = layouts(tokens)["strided"]
        elif layout == "view":             # a slice of a longer sequence: its storage goes on
            longer = torch.randint(low, high, (length + 3,), generator=gen, dtype=torch.int64)
            longer[1:1 + length] = tokens
            tokens = longer[1:1 + length]
        label_low, label_high = (0, 10) if spec["labels"] == "small" else TOKEN_RANGES["int64"]
        label = int(torch.randint(label_low, label_high, (), generator=gen, dtype=torch.int64))
        batch.append((tokens, label))
    return batch


def _describe_batch(spec: dict[str, Any]) -> str:
    lengths = [n for n, _ in spec["items"]]
    views = [f"item {i} {lay}" for i, (_, lay) in enumerate(spec["items"]) if lay != "contiguous"]
    return (f"a batch of {len(lengths)} item(s) of lengths {lengths}, token ids "
            f"{'from -3 to 9' if spec['tokens'] == 'small' else spec['tokens']}, labels "
            f"{'from 0 to 9' if spec['labels'] == 'small' else 'anywhere in int64'}"
            + (f" ({', '.join(views)})" if views else ""))


def _draw_pad_id(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.one_of(st.sampled_from((0, -1, 1, 3, -100)),
                          st.integers(-2**31, 2**31 - 1)))


PAD_COLLATE = Declaration(
    "ex2_pad_collate", "pad_collate", "3. Variable-length sequences: padding, lengths, masks",
    signatures=("pad_collate(batch, pad_id=0, multiple_of=1)",),
    args=(Drawn("batch", _draw_batch, _build_batch,
                ("a list of 1 to 6 `(tokens, label)` pairs: `tokens` a 1-D `int64` tensor of "
                 "length 0, 1, 2, 3, 5, 7 or 600 (longer than `MAX_LEN`: nothing is cut), "
                 "contiguous, strided or a view into a longer tensor, with ids from -3 to 9 (so "
                 "often equal to `pad_id`) or anywhere in `int64`; `label` a Python `int` from 0 "
                 "to 9 or anywhere in `int64`",
                 "1 到 6 个 `(tokens, label)` 对组成的列表：`tokens` 是一维 `int64` 张量，长度为 "
                 "0、1、2、3、5、7 或 600（比 `MAX_LEN` 还长：一个词元也不截掉），可能连续、跨步，"
                 "或是更长张量的视图，id 取自 -3 到 9（因此常常等于 `pad_id`）或整个 `int64` "
                 "范围；`label` 是 0 到 9 或整个 `int64` 范围内的 Python `int`"),
                _describe_batch),
          Drawn("pad_id", _draw_pad_id, lambda spec, seed, device: spec,
                ("an integer from `-2**31` to `2**31 - 1` (negative too)",
                 "`-2**31` 到 `2**31 - 1` 之间的整数（也可能是负数）"),
                lambda spec: f"pad_id={spec}"),
          Int("multiple_of", 1, 9)),
    notes=(("the rows in the order of `batch` (no sorting by length); the dict compared key by "
            "key, in any order",
            "各行按 `batch` 中的顺序排列（不按长度排序）；返回的字典逐键比较，键的顺序不限"),),
    call="lambda batch, pad_id, multiple_of: _four_keys(pad_collate(batch, pad_id=pad_id, "
         "multiple_of=multiple_of))",
    budget_s=3.0)


# ---------------------------------------------------------------- ex3: BucketBatchSampler

LENGTH_VALUES = {"few distinct": (2, 1, 3), "spread": tuple(range(0, 40, 3)),
                 "above 2**24": tuple(2**25 + k for k in range(4))}
LENGTH_CONTAINERS = ("list", "tuple", "NumPy int64 array", "NumPy int32 array", "int64 tensor",
                     "int32 tensor")


def _draw_lengths(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    kind = draw(st.sampled_from(tuple(LENGTH_VALUES)))
    n = sizes["N"]
    return {"container": draw(st.sampled_from(LENGTH_CONTAINERS)),
            "values": draw(st.lists(st.sampled_from(LENGTH_VALUES[kind]), min_size=n,
                                    max_size=n))}


def _build_lengths(spec: dict[str, Any], seed: int, device: str) -> Any:
    import numpy as np
    import torch

    values, container = list(spec["values"]), spec["container"]
    if container == "list":
        return values
    if container == "tuple":
        return tuple(values)
    if container.startswith("NumPy"):
        return np.array(values, dtype=np.int64 if "int64" in container else np.int32)
    return torch.tensor(values, dtype=torch.int64 if "int64" in container else torch.int32)


def _plain_lengths(args: dict[str, Any], result: Any) -> list[int]:
    """The caller's lengths after the call, as plain ints (a list sorted in place shows)."""
    return [int(v) for v in args["lengths"]]


def _draw_epochs(draw: Any, sizes: dict[str, int]) -> list[int]:
    from hypothesis import strategies as st

    return draw(st.lists(st.integers(0, 6), max_size=3))


BUCKET_SAMPLER = Declaration(
    "ex3_bucket_sampler", "BucketBatchSampler",
    "4. Samplers: choosing which items share a batch",
    signatures=("BucketBatchSampler(lengths, batch_size, seed=0)",),
    heads={"epochs": ("the epochs (the tests call `set_epoch`)",
                      "各轮（由测试调用 `set_epoch`）")},
    args=(Drawn("lengths", _draw_lengths, _build_lengths,
                ("`N` lengths (N: 1, 2, 3, 5, 8, 13 or 20) as a list, a tuple, a NumPy `int64` or "
                 "`int32` array, or an `int64` or `int32` tensor; a few distinct values repeated "
                 "many times (the stable sort decides), values from 0 to 39, or values above "
                 "`2**24` that differ by 1",
                 "`N` 个长度（N 为 1、2、3、5、8、13 或 20），可能是列表、元组、"
                 "NumPy `int64` 或 `int32` 数组，"
                 "或 `int64`、`int32` 张量；可能是少数几个值反复出现（由稳定排序决定顺序）、"
                 "0 到 39 之间的值，或超过 `2**24` 且彼此只差 1 的值")),
          Int("batch_size", 1, "N+2",
              text=("an integer from 1 to `N + 2` (larger than `N` too)",
                    "1 到 `N + 2` 之间的整数（也可能大于 `N`）")),
          Int("seed", 0, 1000),
          Drawn("epochs", _draw_epochs, lambda spec, seed, device: list(spec),
                ("up to three epochs from 0 to 6, in any order, each passed to `set_epoch` in "
                 "turn (none: the sampler stays in epoch 0); in every epoch the tests read "
                 "`len(sampler)` and iterate over the sampler twice, and a new sampler with the "
                 "same arguments and epoch must give the same batches",
                 "最多三个 0 到 6 之间的 epoch，顺序任意，依次传给 `set_epoch`（没有：采样器停留在 "
                 "epoch 0）；测试在每个 epoch 中读取 `len(sampler)` 并遍历采样器两次；"
                 "用同样的参数和 "
                 "epoch 新建的采样器必须给出同样的批量"))),
    sizes={"N": (3, 1, 5, 2, 8, 13, 20)},
    notes=(("each batch a list of Python `int` indices (a NumPy integer or a 0-d tensor in it "
            "is not one), or a 1-D integer tensor, read index by index",
            "每个批量是由 Python `int` 索引组成的列表（其中的 NumPy 整数或 0 维张量不算），"
            "或一个一维整数张量，测试逐个读取其中的索引"),),
    observe=_plain_lengths,
    call="lambda lengths, batch_size, seed, epochs: _sampler_run(BucketBatchSampler, lengths, "
         "batch_size, seed, epochs)",
    budget_s=3.0)


# ---------------------------------------------------------------- ex4: streaming_mean_std

class OneShot:
    """Batches that can be read once, like a loader over files: a second pass yields nothing.
    ``passes`` counts how often iterating started; ``items`` are the batches themselves."""

    def __init__(self, items: list[Any]) -> None:
        self.items, self.passes = items, 0

    def __iter__(self) -> Any:
        self.passes += 1
        return iter(self.items if self.passes == 1 else [])

    def __repr__(self) -> str:
        return f"a one-shot stream of {len(self.items)} batches"


CHANNEL_CLASSES = {"values around 0 (spread 1)": (0.0, 1.0),
                   "values around 1000 (spread 0.01)": (1000.0, 0.01),
                   "constant 28.516": (28.516, 0.0), "constant 1000.1": (1000.1, 0.0),
                   "values around -300 (spread 3)": (-300.0, 3.0),
                   "values in [0, 1]": (0.5, 0.29)}
BATCH_LAYOUTS = ("contiguous", "strided", "transposed", "column_major", "channels_last")


def _draw_batches(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    channels = draw(st.lists(st.sampled_from(tuple(CHANNEL_CLASSES)), min_size=1, max_size=3))
    batches = draw(st.lists(st.tuples(st.sampled_from((3, 1, 2, 5)), st.sampled_from(FLOATS),
                                      st.sampled_from(BATCH_LAYOUTS)), min_size=1, max_size=5))
    return {"channels": channels, "H": draw(st.sampled_from((3, 1, 2))),
            "W": draw(st.sampled_from((2, 1, 5))), "batches": batches}


def _build_batches(spec: dict[str, Any], seed: int, device: str) -> OneShot:
    import torch

    from ptp.checks import layouts

    gen = torch.Generator().manual_seed(seed)
    centre = torch.tensor([CHANNEL_CLASSES[c][0] for c in spec["channels"]],
                          dtype=torch.float64).view(1, -1, 1, 1)
    spread = torch.tensor([CHANNEL_CLASSES[c][1] for c in spec["channels"]],
                          dtype=torch.float64).view(1, -1, 1, 1)
    out = []
    for b, dtype, layout in spec["batches"]:
        x = centre + spread * torch.randn(b, len(spec["channels"]), spec["H"], spec["W"],
                                          generator=gen, dtype=torch.float64)
        x = layouts(x.to(getattr(torch, dtype)))[layout]
        out.append(x if device == "cpu" else x.to(device))
    return OneShot(out)


def _describe_batches(spec: dict[str, Any]) -> str:
    shapes = ", ".join(f"({b}, {len(spec['channels'])}, {spec['H']}, {spec['W']}) {dtype}"
                       + ("" if layout == "contiguous" else f" {layout.replace('_', ' ')}")
                       for b, dtype, layout in spec["batches"])
    return f"a one-shot stream of batches {shapes}; channels: {', '.join(spec['channels'])}"


def _stream_after(args: dict[str, Any], result: Any) -> dict[str, Any]:
    """How often the stream was iterated, and its batches after the call (unchanged)."""
    stream = args["batches"]
    return {"passes over the batches": stream.passes, "the batches": list(stream.items)}


STREAMING_STATS = Declaration(
    "ex4_streaming_stats", "streaming_mean_std", "5. Normalisation statistics",
    signatures=("streaming_mean_std(batches)",),
    args=(Drawn("batches", _draw_batches, _build_batches,
                ("a stream, readable once, of 1 to 5 batches `(B, C, H, W)` with `B` from 1 to 5 "
                 "(unequal batches), `C` from 1 to 3, `H` and `W` from 1 to 5; each batch "
                 "`float32`, `float64`, `float16` or `bfloat16` and contiguous, strided, "
                 "transposed or channels_last; each channel with values around 0, in [0, 1], "
                 "around -300, around 1000 with a spread of 0.01 (float32 sums lose it), or "
                 "constant (28.516 or 1000.1)",
                 "只能读一次的批量流，共 1 到 5 个形状为 `(B, C, H, W)` 的批量：`B` 为 1 到 5"
                 "（各批大小不等），`C` 为 1 到 3，`H` 和 `W` 为 1 到 5；每个批量为 `float32`、"
                 "`float64`、`float16` 或 `bfloat16`，内存布局为连续、跨步、转置或 "
                 "channels_last；每个通道的值在 0 附近、在 [0, 1] 内、在 -300 附近、在 1000 附近"
                 "且离散程度仅 0.01（float32 求和会把它丢掉），或为常数（28.516 或 1000.1）"),
                _describe_batches),),
    devices=("cpu", "meta", ACCELERATOR), any_float_dtype=True, ulps=4, no_host_reads=True,
    notes=(("`mean` and `std` as `float64` or `float32` tensors on the batches' device (compared "
            "at the precision you return; the dtype you return does not change how you must "
            "accumulate: with `float32` sums the mean-1000 case fails either way); the std is "
            "compared through its square, the variance, so a constant channel's std may be a "
            "rounding error such as 1e-5 instead of 0, never NaN",
            "`mean` 和 `std` 为与批量同一设备上的 `float64` 或 `float32` 张量"
            "（按你返回的精度比较；返回哪种精度都不改变累加的要求：用 `float32` 求和，"
            "无论返回哪种精度，均值为 1000 的那种情形都通不过）；"
            "std 通过它的平方即方差来比较，因此常数通道的 std 可以是 1e-5 这样的舍入误差而不是 "
            "0，但绝不能是 NaN"),
           ("the stream is iterated exactly once, and its batches come back unchanged",
            "批量流只被遍历一次，其中的批量在调用后保持不变"),),
    observe=_stream_after,
    call="lambda batches: _mean_and_variance(streaming_mean_std(batches))",
    budget_s=3.0)


# ---------------------------------------------------------------- ex6: ShardedFiles

_FOLDERS: list[Any] = []   # the temporary folders this module made (removed at exit)


def fresh_folder() -> Any:
    """A new, empty folder under one temporary folder of this process (removed at exit)."""
    import tempfile
    from pathlib import Path

    if not _FOLDERS:
        _FOLDERS.append(tempfile.TemporaryDirectory(prefix="ptp-ch04-"))
    return Path(tempfile.mkdtemp(dir=_FOLDERS[0].name))


class Files(list):
    """The paths handed over (a plain list to the code that reads it), with ``folder``: where
    they are, with other files the list does not name."""

    folder: Any = None


LINE_KINDS = ("a0 b1", "", "  indented", "trailing  ", "tab\tinside", "#", "x" * 70)
LINE_ENDINGS = {"LF": "\n", "CRLF": "\r\n", "CR": "\r"}
FILE_NAMES = ("b.txt", "a.txt", "shard-10.txt", "shard-2.txt", "z", "data.log")


def _draw_files(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    one = st.tuples(st.lists(st.sampled_from(LINE_KINDS), max_size=4),
                    st.sampled_from(tuple(LINE_ENDINGS)), st.booleans())
    files = draw(st.lists(one, max_size=5))
    names = draw(st.permutations(FILE_NAMES))[:len(files)]
    return {"files": [[name, *f] for name, f in zip(names, files, strict=True)],
            "as": draw(st.sampled_from(("str", "Path"))), "others": draw(st.booleans())}


def _build_files(spec: dict[str, Any], seed: int, device: str) -> Files:
    folder = fresh_folder()
    paths = Files()
    paths.folder = folder
    for i, (name, lines, ending, final) in enumerate(spec["files"]):
        numbered = [line if line in ("", "#") else f"{line} {i}.{k}" if line.startswith(" ")
                    else f"{i}.{k} {line}" for k, line in enumerate(lines)]
        text = LINE_ENDINGS[ending].join(numbered) + (LINE_ENDINGS[ending] if final and lines
                                                       else "")
        (folder / name).write_bytes(text.encode("ascii"))
        paths.append(str(folder / name) if spec["as"] == "str" else folder / name)
    if spec["others"]:                    # files already there that the list does not name
        (folder / "other.txt").write_bytes(b"not in paths\n")
        (folder / "c.txt").write_bytes(b"neither\n")
    return paths


def _describe_files(spec: dict[str, Any]) -> str:
    if not spec["files"]:
        return "an empty list of paths"
    parts = [f"{name} ({len(lines)} line(s) {lines}, {ending} line endings"
             + (", the last without one" if lines and not final else "") + ")"
             for name, lines, ending, final in spec["files"]]
    return (f"paths (as {spec['as']}) of {len(parts)} file(s) in this order: " + "; ".join(parts)
            + ("; other files in the same folder" if spec["others"] else ""))


def _folder_after(args: dict[str, Any], result: Any) -> dict[str, bytes]:
    """Every file of the folder after the call (name: bytes): nothing written or removed."""
    folder = args["paths"].folder
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


SHARDED_FILES = Declaration(
    "ex6_sharded_files", "ShardedFiles",
    "7. Iterable data sets: every worker runs the whole iterator",
    signatures=("ShardedFiles(paths)",),
    heads={"num_workers": ("the workers (the tests imitate them)",
                           "工作进程（由测试模拟）")},
    args=(Drawn("paths", _draw_files, _build_files,
                ("a list of 0 to 5 paths (`str` or `pathlib.Path`), in any order (not necessarily "
                 "sorted), to "
                 "ASCII text files of 0 to 4 lines (printable characters, spaces and tabs; "
                 "no other control characters): blank lines, lines with leading or "
                 "trailing spaces or a tab, `\\n`, `\\r\\n` (Windows) or `\\r` line "
                 "endings (Python's text mode reads each as a newline), a last line with or "
                 "without its line ending; other files may sit in the same folder",
                 "0 到 5 个路径组成的列表（`str` 或 `pathlib.Path`），顺序任意（不一定排好序），"
                 "指向有 0 到 4 行的 ASCII 文本文件（可打印字符、空格和制表符，没有其他控制字符）："
                 "可能有空行、行首或行尾带空格或制表符的行，换行符为 "
                 "`\\n`、`\\r\\n`（Windows）或 `\\r`（Python 的文本模式把它们都读作换行），"
                 "最后一行可能带也可能不带换行符；同一文件夹里可能还有别的文件"),
                _describe_files, holds_tensors=False),
          Int("num_workers", 0, 5,
              text=("0 (the main process: `get_worker_info()` returns `None`) or 1 to 5: the "
                    "tests make `get_worker_info()` answer as each worker `k` of them in turn "
                    "(more workers than files too), and iterate each twice (two epochs)",
                    "0（主进程：`get_worker_info()` 返回 `None`）或 1 到 5：测试让 "
                    "`get_worker_info()` 依次扮演其中每一个工作进程 `k`"
                    "（工作进程数也可能多于文件数），并且每个都遍历两次（两轮）"))),
    notes=(("each line without its line ending, nothing else removed; the files and their "
            "folder left as they were",
            "每一行只去掉行尾的换行符，别的都不去掉；文件和所在文件夹保持原样"),),
    observe=_folder_after,
    call="lambda paths, num_workers: _as_workers(ShardedFiles, paths, num_workers)",
    budget_s=2.0)


# ---------------------------------------------------------------- ex1: MemmapImages

LABEL_DTYPES = ("int64", "uint8", "int32", "int16", "uint16")
LABEL_VALUES = {"small": (0, 10), "negative": (-5, 0), "above 2**31": (2**31, 2**40)}


def _npy_file(array: Any, name: str, as_type: str) -> Any:
    import numpy as np

    path = fresh_folder() / name
    np.save(path, array)
    return str(path) if as_type == "str" else path


def _draw_image_file(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    return {"N": sizes["N"], "as": draw(st.sampled_from(("str", "Path")))}


def _build_image_file(spec: dict[str, Any], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed)
    pixels = torch.randint(0, 256, (spec["N"], 28, 28), generator=gen, dtype=torch.uint8)
    pixels[:, 0, 0], pixels[:, 27, 27] = 0, 255          # black and white pixels in each
    return _npy_file(pixels.numpy(), "images.npy", spec["as"])


def _draw_label_file(draw: Any, sizes: dict[str, int]) -> dict[str, Any]:
    from hypothesis import strategies as st

    dtype = draw(st.sampled_from(LABEL_DTYPES))
    fits = ["small"] + (["negative"] if not dtype.startswith("u") else []) \
        + (["above 2**31"] if dtype == "int64" else [])
    return {"N": sizes["N"], "dtype": dtype, "values": draw(st.sampled_from(fits)),
            "as": draw(st.sampled_from(("str", "Path")))}


def _build_label_file(spec: dict[str, Any], seed: int, device: str) -> Any:
    import numpy as np
    import torch

    gen = torch.Generator().manual_seed(seed + 1)
    low, high = LABEL_VALUES[spec["values"]]
    labels = torch.randint(low, high, (spec["N"],), generator=gen, dtype=torch.int64)
    return _npy_file(labels.numpy().astype(getattr(np, spec["dtype"])), "labels.npy", spec["as"])


def _files_after(args: dict[str, Any], result: Any) -> dict[str, bytes]:
    """The two files' bytes after the call: reading them changes nothing."""
    from pathlib import Path

    return {name: Path(args[name]).read_bytes() for name in ("images_path", "labels_path")}


LAZY_IMAGES = Declaration(
    "ex1_lazy_images", "MemmapImages", "2. Lazy loading: keep the data on disk",
    signatures=("MemmapImages(images_path, labels_path)",),
    args=(Drawn("images_path", _draw_image_file, _build_image_file,
                ("the path (`str` or `pathlib.Path`) of a `.npy` file of `N` random `uint8` "
                 "images `(N, 28, 28)`, `N` being 1, 2, 3 or 5",
                 "一个 `.npy` 文件的路径（`str` 或 `pathlib.Path`），文件里是 `N` 张随机的 `uint8` "
                 "图像 `(N, 28, 28)`，`N` 为 1、2、3 或 5"),
                lambda spec: f"{spec['N']} image(s), the images path as {spec['as']}",
                holds_tensors=False),
          Drawn("labels_path", _draw_label_file, _build_label_file,
                ("the path (`str` or `pathlib.Path`) of a `.npy` file of `N` labels, `int64`, "
                 "`uint8`, `int32`, `int16` or `uint16`: from 0 to 9, negative (signed dtypes) "
                 "or above `2**31` (`int64`)",
                 "一个 `.npy` 文件的路径（`str` 或 `pathlib.Path`），文件里是 `N` 个标签，"
                 "类型为 `int64`、`uint8`、`int32`、`int16` 或 `uint16`：取值 0 到 9、"
                 "负数（有符号类型）或大于 `2**31`（`int64`）"),
                lambda spec: (f"{spec['dtype']} labels ({spec['values']}), the labels path as "
                              f"{spec['as']}"), holds_tensors=False)),
    sizes={"N": (3, 1, 2, 5)},
    notes=(("the tests read `len(ds)`, every item in order and again in reverse order, change "
            "a returned image in place and read that item again, then read every item of a "
            "pickled and unpickled copy; the two files left as they were",
            "测试读取 `len(ds)`，按顺序读取每个样本，再倒序读一遍，就地修改一张返回的图像后再读"
            "一次该样本，然后读取经过 pickle 再还原的副本中的每个样本；两个文件保持原样"),),
    observe=_files_after,
    call="lambda images_path, labels_path: _read_dataset(MemmapImages, images_path, "
         "labels_path)",
    contexts=("plain", "float64_default"), budget_s=3.0)


# ---------------------------------------------------------------- ex7: make_loader

def _draw_numbers(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    return draw(st.sampled_from((5, 1, 2, 17, 40)))


def _build_numbers(spec: int, seed: int, device: str) -> Any:
    import torch
    from torch.utils.data import TensorDataset

    return TensorDataset(torch.arange(float(spec)))


MAKE_LOADER = Declaration(
    "ex7_make_loader", "make_loader", "9. Loader settings, measured",
    signatures=("make_loader(dataset, batch_size, num_workers, train, device)",),
    heads={"machine_has_gpu": ("whether the machine has a GPU (not an argument; the tests imitate "
                               "it)",
                               "机器是否有 GPU（不是参数，由测试模拟）")},
    args=(Drawn("dataset", _draw_numbers, _build_numbers,
                ("a `TensorDataset` of 1, 2, 5, 17 or 40 numbers",
                 "一个由 1、2、5、17 或 40 个数组成的 `TensorDataset`"),
                lambda spec: f"a data set of {spec} numbers"),
          Int("batch_size", 1, 9),
          Int("num_workers", 0, 4),
          Choice("train", (False, True)),
          Choice("device", ("cpu", "cuda", "cuda:1", "mps", "xpu")),
          Choice("machine_has_gpu", (False, True))),
    notes=(("`device` is passed as a `torch.device`; whether the machine has a GPU: what "
            "`torch.cuda.is_available()` and `torch.accelerator.is_available()` answer during "
            "the call. The tests compare the loader's `batch_size`, `num_workers`, "
            "`pin_memory`, `drop_last`, sampler, `persistent_workers` and `prefetch_factor`, "
            "and read an evaluation loader without workers (that it yields every number, in "
            "order)",
            "`device` 以 `torch.device` 的形式传入；机器是否有 GPU：即调用期间 "
            "`torch.cuda.is_available()` 和 `torch.accelerator.is_available()` 的回答。"
            "测试比较加载器的 `batch_size`、`num_workers`、`pin_memory`、`drop_last`、采样器、"
            "`persistent_workers` 和 `prefetch_factor`，并读取一个没有工作进程的评估加载器"
            "（它要按顺序产出每一个数）"),),
    call="lambda dataset, batch_size, num_workers, train, device, machine_has_gpu: "
         "_settings_of_loader(make_loader, dataset, batch_size, num_workers, train, device, "
         "machine_has_gpu)",
    budget_s=3.0)


# ---------------------------------------------------------------- ex5: make_transforms

IMAGE_PATTERNS = ("random", "bright left half", "white", "black", "one bright pixel")


def _draw_image(draw: Any, sizes: dict[str, int]) -> dict[str, str]:
    from hypothesis import strategies as st

    return {"as": draw(st.sampled_from(("PIL image", "uint8 tensor"))),
            "pattern": draw(st.sampled_from(IMAGE_PATTERNS))}


def _build_image(spec: dict[str, str], seed: int, device: str) -> Any:
    import torch

    gen = torch.Generator().manual_seed(seed)
    pixels = torch.zeros(1, 28, 28, dtype=torch.uint8)
    if spec["pattern"] == "random":
        pixels = torch.randint(0, 256, (1, 28, 28), generator=gen, dtype=torch.uint8)
    elif spec["pattern"] == "bright left half":
        pixels[:, :, :14] = 255
    elif spec["pattern"] == "white":
        pixels[:] = 255
    elif spec["pattern"] == "one bright pixel":
        row, col = torch.randint(0, 28, (2,), generator=gen).tolist()
        pixels[0, row, col] = 255
    if spec["as"] == "uint8 tensor":
        return pixels
    from PIL import Image

    return Image.fromarray(pixels[0].numpy(), mode="L")


MAKE_TRANSFORMS = Declaration(
    "ex5_make_transforms", "make_transforms", "6. Train and eval transforms",
    signatures=("make_transforms(mean, std)",),
    heads={"image": ("the image the transform gets (the tests pass it)",
                     "变换收到的图像（由测试传入）")},
    args=(Drawn("image", _draw_image, _build_image,
                ("a 28x28 greyscale PIL image or a `uint8` tensor `(1, 28, 28)`: random pixels, "
                 "a bright left half, all white, all black, or one bright pixel",
                 "一张 28x28 的灰度 PIL 图像，或一个 `uint8` 张量 `(1, 28, 28)`：随机像素、"
                 "左半边亮、全白、全黑，或只有一个亮像素"),
                lambda spec: f"a {spec['as']} ({spec['pattern']})"),
          Float("mean", 0.1, 0.9), Float("std", 0.1, 0.5)),
    notes=(("`make_transforms([mean], [std])`; the tests apply `eval_tf` twice, and `train_tf` "
            "after each of 12 seeds: each training view must be a 28x28 window of the image "
            "padded with 4 zero pixels on every side, flipped left to right or not, scaled and "
            "normalised",
            "调用 `make_transforms([mean], [std])`；测试把 `eval_tf` 应用两次，"
            "并在 12 个种子下各应用一次 `train_tf`：每个训练视图都必须是"
            "四周各填充 4 个零像素后的图像中的一个 28x28 窗口，"
            "左右翻转或不翻转，再缩放并归一化"),),
    call="lambda image, mean, std: _pipelines(make_transforms, image, mean, std)",
    contexts=("plain", "float64_default"), budget_s=2.0)


DECLARED = (LAZY_IMAGES, PAD_COLLATE, BUCKET_SAMPLER, STREAMING_STATS,
            MAKE_TRANSFORMS, SHARDED_FILES, MAKE_LOADER)
