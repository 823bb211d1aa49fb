"""Unit tests for the helper package the notebooks import."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
import torch
from torchvision.datasets import FashionMNIST

from ptp import data, device, meters, notebook, plots, scale


def test_pick_device_follows_preference_and_env(monkeypatch) -> None:
    """An explicit choice wins, then PTP_DEVICE, then the hardware."""
    monkeypatch.delenv("PTP_DEVICE", raising=False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    assert device.pick_device() == torch.device("cpu")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert device.pick_device() == torch.device("cuda")
    monkeypatch.setenv("PTP_DEVICE", "cpu")
    assert device.pick_device() == torch.device("cpu")
    assert device.pick_device("meta") == torch.device("meta")


def test_scale_switch(monkeypatch) -> None:
    """PTP_SCALE forces a scale; auto follows CUDA; nonsense is refused."""
    monkeypatch.setenv("PTP_SCALE", "full")
    assert scale.current_scale() is scale.FULL
    monkeypatch.setenv("PTP_SCALE", "small")
    assert scale.current_scale() is scale.SMALL
    monkeypatch.setenv("PTP_SCALE", "auto")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert scale.current_scale() is scale.FULL
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert scale.current_scale() is scale.SMALL
    monkeypatch.setenv("PTP_SCALE", "huge")
    with pytest.raises(ValueError):
        scale.current_scale()
    assert scale.SMALL.train_size < 60_000 and scale.FULL.train_size is None


@pytest.fixture
def offline_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PTP_OFFLINE", "1")
    monkeypatch.setenv("PTP_DATA", str(tmp_path / "cache"))
    monkeypatch.delenv("PTP_FASHION_MNIST_DIR", raising=False)
    return tmp_path / "cache"


def test_fashion_mnist_offline_uses_the_committed_sample(offline_cache) -> None:
    """Offline, torchvision's own FashionMNIST class reads the checked, unpacked sample."""
    train = data.fashion_mnist(train=True)
    test = data.fashion_mnist(train=False)
    assert isinstance(train.dataset, FashionMNIST) and "sample" in train.source
    assert (len(train.dataset), len(test.dataset)) == (12_000, 2_000)
    image, label = train.dataset[0]
    assert image.size == (28, 28) and 0 <= label < 10
    counts = torch.bincount(train.dataset.targets, minlength=10)
    assert counts.min() > 1000, "every class is well represented"
    assert (offline_cache / "fashion_mnist_sample" / "FashionMNIST" / "raw").is_dir()
    x, y = data.as_tensors(train.dataset, 100)
    assert x.shape == (100, 1, 28, 28) and x.dtype == torch.float32 and 0 <= x.min() <= x.max() <= 1
    assert torch.equal(y, train.dataset.targets[:100])
    assert len(data.first(train.dataset, 50)) == 50
    assert data.first(train.dataset, None) is train.dataset


def test_arrays_without_torchvision_match_it(offline_cache) -> None:
    """``as_tensors`` on what ``fashion_mnist`` returned reads the IDX files itself, without
    building the torchvision data set (no torchvision import in a fresh process), and gives
    exactly the arrays torchvision's FashionMNIST holds, for both splits."""
    code = ("import sys; from ptp import data; d = data.fashion_mnist(train=True); "
            "x, y = data.as_tensors(d, 10); print(d.source); "
            "assert 'torchvision' not in sys.modules, 'torchvision imported'")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PTP_DATA": str(offline_cache)}, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("FashionMNIST train set: the 12,000-image sample shipped with "
                                  "the course (no network needed)"), done.stdout
    for train in (True, False):
        lazy, built = data.fashion_mnist(train=train), data.fashion_mnist(train=train)
        images, labels = lazy.arrays()
        assert lazy._dataset is None, "arrays() built the torchvision data set"
        ds = built.dataset
        assert isinstance(ds, FashionMNIST)
        assert images.dtype == ds.data.dtype and labels.dtype == ds.targets.dtype
        assert torch.equal(images, ds.data) and torch.equal(labels, ds.targets)
        for n in (None, 0, 7):
            a, b = data.as_tensors(lazy, n), data.as_tensors(ds, n)
            assert all(torch.equal(u, v) for u, v in zip(a, b, strict=True))
        ds.data[0, 0, 0] = 255 - ds.data[0, 0, 0]  # once built, its arrays are the ones read
        assert torch.equal(data.as_tensors(built, 1)[0], data.as_tensors(ds, 1)[0])


def test_sample_provenance_is_complete() -> None:
    """The committed sample says where it came from and how to check it."""
    prov = json.loads((data.SAMPLE_DIR / "PROVENANCE.json").read_text())
    assert prov["package_version"] == "1.1.0" and prov["package_integrity"].startswith("sha512-")
    assert set(prov["sha256"]) == {p.name for p in data.SAMPLE_DIR.glob("*.gz")}
    assert prov["train_images"] == 12_000 and prov["test_images"] == 2_000


def test_corrupted_sample_is_refused(offline_cache, tmp_path, monkeypatch) -> None:
    """A sample file that fails its SHA-256 is never unpacked."""
    copy = tmp_path / "sample"
    shutil.copytree(data.SAMPLE_DIR, copy)
    with open(copy / "t10k-labels-idx1-ubyte.gz", "r+b") as fh:
        fh.seek(40)
        fh.write(b"\x00\x01\x02")
    monkeypatch.setattr(data, "SAMPLE_DIR", copy)
    with pytest.raises(RuntimeError, match="SHA-256"):
        data.fashion_mnist(train=False)


def test_local_full_set_takes_priority(offline_cache, monkeypatch) -> None:
    """PTP_FASHION_MNIST_DIR points torchvision at a carried full set."""
    root = data.sample_root()
    monkeypatch.setenv("PTP_FASHION_MNIST_DIR", str(root))
    loaded = data.fashion_mnist(train=False)
    assert str(root) in loaded.source and len(loaded.dataset) == 2_000


def test_offline_never_touches_the_network(offline_cache, monkeypatch) -> None:
    """With PTP_OFFLINE set, no connection is even attempted."""
    def refuse(*args, **kwargs):
        raise AssertionError("network used while offline")
    monkeypatch.setattr(data, "can_reach", refuse)
    assert "sample" in data.fashion_mnist(train=False).source
    assert data.can_reach.__name__ == "refuse"


def test_can_reach_fails_fast_on_a_closed_port() -> None:
    """A refused connection answers False quickly instead of hanging."""
    assert data.can_reach("127.0.0.1", 9, timeout=0.5) is False


def test_timer_and_time_call() -> None:
    """Timers measure something positive; time_call runs warmup + repeat times."""
    calls = []
    assert meters.time_call(lambda: calls.append(1), repeat=3, warmup=2) >= 0
    assert len(calls) == 5
    with meters.Timer() as t:
        sum(range(10_000))
    assert t.seconds > 0
    assert meters.rss_mib() > 10 and meters.peak_rss_mib() >= meters.rss_mib() * 0.5


def test_display_pad_lines_up_chinese_labels_both_ways() -> None:
    from ptp.notebook import display_pad

    assert display_pad("SGD", 8) == f"{'SGD':<8}" and display_pad("SGD", 8, ">") == f"{'SGD':>8}"
    # a Chinese character takes two columns: the padded labels end (or start) in the same column
    import unicodedata

    def columns(text: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)

    for align in "<>":
        padded = [display_pad(label, 14, align) for label in ("SGD", "SGD + 动量", "优化器状态")]
        assert {columns(text) for text in padded} == {14}
    assert display_pad("longer than width", 4) == "longer than width"
    with pytest.raises(ValueError):
        display_pad("x", 4, "^")


def test_expect_error_checks_that_the_pitfall_happens(capsys) -> None:
    """It reports the expected error, and fails when nothing (or the wrong thing) is raised."""
    with notebook.expect_error(ZeroDivisionError, "division") as caught:
        1 / 0  # noqa: B018
    assert isinstance(caught.exception, ZeroDivisionError)
    assert "raised as expected -> ZeroDivisionError" in capsys.readouterr().out
    with pytest.raises(AssertionError, match="without error"):
        with notebook.expect_error(ValueError):
            pass
    with pytest.raises(AssertionError, match="expected 'nope'"):
        with notebook.expect_error(ValueError, "nope"):
            raise ValueError("something else")
    with pytest.raises(KeyError):
        with notebook.expect_error(ValueError):
            raise KeyError("not the expected kind")


def test_setup_seeds_and_reports(capsys, monkeypatch) -> None:
    """setup() makes random draws repeatable and prints the device and scale."""
    monkeypatch.setenv("PTP_DEVICE", "cpu")
    monkeypatch.setenv("PTP_SCALE", "small")
    first = notebook.setup(seed=3)
    a = torch.rand(3)
    notebook.setup(seed=3)
    assert torch.equal(a, torch.rand(3))
    assert first.device == torch.device("cpu") and first.scale is scale.SMALL
    assert "device: cpu" in capsys.readouterr().out


def test_plots_return_figures() -> None:
    """The plotting helpers draw without a display and return what they drew on."""
    import matplotlib

    matplotlib.use("Agg")
    fig = plots.show_images(torch.rand(5, 1, 28, 28), [0, 1, 2, 3, 4], data.FASHION_CLASSES,
                            ncols=3)
    assert len(fig.axes) == 6 and fig.axes[0].get_title() == "T-shirt/top"
    ax = plots.plot_curves({"a": [1, 2, 3], "b": [3, 2, 1]}, logy=True)
    assert len(ax.get_lines()) == 2 and ax.get_yscale() == "log"


# ---------------------------------------------------------------- ptp.checks


def test_mistake_names_label_and_section() -> None:
    """A Mistake is an AssertionError whose message starts with its label."""
    from ptp.checks import Mistake, expect

    expect(True, "never", "not raised")
    with pytest.raises(AssertionError, match=r'^\[no-grad\] wrap it \(reread: "Section 2"\)$'):
        expect(0, "no-grad", "wrap it", "Section 2")
    assert issubclass(Mistake, AssertionError)


def test_quiet_captures_warnings_and_both_stderrs() -> None:
    """Warnings, sys.stderr and the C library's stderr are captured, not shown."""
    import ctypes
    import os
    import sys
    import warnings

    from ptp.checks import quiet

    libc = ctypes.CDLL(None)
    with quiet() as got:
        warnings.warn("broadcast!", UserWarning, stacklevel=1)
        print("python stderr", file=sys.stderr)
        os.write(2, b"native stderr\n")
        libc.fflush(None)
    assert got.warned(UserWarning, "broadcast") and not got.warned(DeprecationWarning)
    assert "python stderr" in got.stderr and "native stderr" in got.stderr
    with pytest.raises(ZeroDivisionError), quiet():
        1 / 0  # noqa: B018 -- exceptions pass through


def test_watch_records_mode_grad_and_batch() -> None:
    """Each forward call's batch size, training flag and grad mode are recorded."""
    from ptp.checks import watch

    model = torch.nn.Linear(3, 2)
    with watch(model) as seen:
        model(torch.zeros(5, 3))
        model.eval()
        with torch.no_grad():
            model(torch.zeros(2, 3))
        with torch.inference_mode():
            model(input=torch.zeros(1, 3))
    assert [(c.batch, c.training, c.grad_enabled) for c in seen] == [
        (5, True, True), (2, False, False), (1, False, False)]
    assert seen[2].inference_mode and not seen[1].inference_mode
    model(torch.zeros(1, 3))
    assert len(seen) == 3, "the hook is removed after the block"


def test_calls_to_sees_module_and_imported_names() -> None:
    """A library function is counted however the caller reached it, and restored afterwards."""
    import sys

    from ptp.checks import calls_to

    main = sys.modules["__main__"]
    from torch.nn.utils import clip_grad_norm_

    main.clip_grad_norm_ = clip_grad_norm_  # as `from torch.nn.utils import clip_grad_norm_`
    p = torch.nn.Parameter(torch.ones(3))
    p.grad = torch.full((3,), 10.0)
    try:
        with calls_to("torch.nn.utils.clip_grad_norm_") as calls:
            torch.nn.utils.clip_grad_norm_([p], 1.0)
            main.clip_grad_norm_([p], 1.0)
        assert len(calls) == 2
        assert torch.nn.utils.clip_grad_norm_ is clip_grad_norm_
        assert main.clip_grad_norm_ is clip_grad_norm_
        with calls_to("torch.nn.utils.clip_grad_norm_", replacement=lambda *a, **k: "stub") as c:
            assert torch.nn.utils.clip_grad_norm_([p], 1.0) == "stub" and len(c) == 1
    finally:
        del main.clip_grad_norm_


def test_calls_to_sees_tensor_methods() -> None:
    """A Tensor method is counted on every tensor, and the class is left as it was."""
    from ptp.checks import calls_to

    x = torch.randn(3, 4)
    with calls_to("torch.Tensor.logsumexp") as calls:
        value = x.logsumexp(dim=1)
        torch.logsumexp(x, dim=1)  # the function, not the method
    assert len(calls) == 1 and torch.equal(value, torch.logsumexp(x, dim=1))
    assert "logsumexp" not in vars(torch.Tensor)


def test_close_reports_the_mismatch_as_a_mistake() -> None:
    """close() passes equal tensors and names the mistake otherwise."""
    from ptp.checks import Mistake, close

    close(torch.ones(2), torch.ones(2), "x", "same")
    with pytest.raises(Mistake, match=r"^\[grad-k-times\] gradients differ"):
        close(torch.ones(2) * 3, torch.ones(2), "grad-k-times", "gradients differ")


def test_synchronizer_waits_on_accelerators_only(monkeypatch) -> None:
    """None on the CPU; on an accelerator, a function that calls torch.accelerator.synchronize."""
    assert device.synchronizer("cpu") is None and device.synchronizer(torch.device("meta")) is None
    seen = []
    monkeypatch.setattr(torch.accelerator, "synchronize", lambda d=None: seen.append(d))
    device.synchronizer("mps")()
    device.synchronizer("cuda:1")()
    assert seen == [torch.device("mps"), torch.device("cuda:1")]


def test_expect_error_never_cuts_a_message_mid_word(capsys) -> None:
    """A long message is cut at a line (or a space), and says so with an ellipsis."""
    long_line = "(1) In PyTorch 2.6 we changed the default. " * 20 + "(2) Alternatively, load it"
    with notebook.expect_error(ValueError):
        raise ValueError(long_line)
    shown = capsys.readouterr().out.strip()
    assert shown.endswith(" …") and len(shown) < 540
    assert shown.removesuffix(" …").split()[-1] in long_line.split()
    assert notebook.shorten("first line\nsecond line", 15) == "first line …"
    assert notebook.shorten("short", 15) == "short"


def test_rounded_prints_float32_values_short() -> None:
    values = torch.tensor([[1.70608389377594, float("nan")], [8.940696716308594e-08, 2.0]])
    assert repr(notebook.rounded(values)) == "[[1.706, nan], [8.941e-08, 2.0]]"
    assert repr(notebook.rounded(values[0, 0])) == "1.706"
    assert notebook.rounded(torch.tensor([1, 2])) == [1, 2] and notebook.rounded(True) is True


def test_progress_bars_off_when_the_site_builds() -> None:
    """PTP_PROGRESS=off (website/notebooks.py sets it): every tqdm bar is disabled, whatever
    the cell passes; a fresh process, as a kernel is."""
    import subprocess
    import sys

    code = ("import ptp\nfrom tqdm.auto import tqdm\nfrom tqdm.notebook import tqdm as nb\n"
            "bars = [tqdm(range(3), desc='a', disable=False), nb(total=3, desc='b')]\n"
            "print(all(b.disable for b in bars))")
    for value, expected in (("off", "True"), ("", "False")):
        env = {**os.environ, "PTP_PROGRESS": value}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True).stdout.strip()
        assert out.splitlines()[-1] == expected, (value, out)
