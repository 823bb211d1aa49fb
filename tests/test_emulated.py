"""The emulated accelerator (``ptp.emulated``) is a different device, as a GPU is.

Installing it changes the process for good (a PrivateUse1 backend is registered once), so each
check runs in a fresh interpreter: ``PTP_DEVICE=emulated:<mode>`` and a short script.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def run(mode: str, body: str) -> subprocess.CompletedProcess:
    code = "import torch\nfrom ptp.device import pick_device\ndev = pick_device()\n" + \
        textwrap.dedent(body)
    env = {**os.environ, "PTP_DEVICE": f"emulated:{mode}", "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120)


def ok(mode: str, body: str) -> str:
    proc = run(mode, body)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def test_a_different_device_that_refuses_to_mix_with_the_cpu():
    """Mixing with CPU tensors raises as on CUDA; 0-dim CPU tensors are allowed, as on CUDA."""
    ok("cuda", """
        from ptp.notebook import expect_error
        assert dev.type == "emu" and dev.index == 0
        model = torch.nn.Linear(3, 2).to(dev)
        assert model.weight.device == dev
        with expect_error(RuntimeError, "Expected all tensors to be on the same device"):
            model(torch.randn(4, 3))
        x = torch.randn(4, 3, device=dev)
        assert (x * torch.tensor(2.0)).device == dev  # a CPU scalar mixes, as on CUDA
        with expect_error(TypeError, "Tensor.cpu()"):
            x.numpy()
        assert x.cpu().device.type == "cpu" and x.sum().item() == x.cpu().sum().item()
        assert torch.tensor([1, 2], device=dev).device == dev
        assert torch.zeros(2, device="emu").device == dev
        total = torch.zeros(())                  # a CPU running total: CUDA refuses
        with expect_error(RuntimeError, "Expected all tensors to be on the same device"):
            total += x.sum()
        ints = torch.ones(2, 2, dtype=torch.long, device=dev)
        with expect_error(RuntimeError, "not implemented for 'Long'"):  # no integer cuBLAS
            ints @ ints
    """)


def test_constructors_follow_the_default_device():
    """torch.tensor and its kin, which the emulator wraps, still follow a default device set by
    torch.set_default_device or `with torch.device(...)` (and torch.get_default_device, which
    asks torch.tensor([]), says so)."""
    ok("cuda", """
        torch.set_default_device("meta")
        assert torch.get_default_device().type == "meta"
        assert torch.tensor([1.0]).device.type == "meta" and torch.arange(3).device.type == "meta"
        torch.set_default_device(None)
        with torch.device(dev):
            assert torch.tensor([1.0]).device == dev and torch.as_tensor([1]).device == dev
        assert torch.tensor([1.0]).device.type == "cpu"
    """)


def test_a_list_of_device_scalars_is_read_back_one_by_one():
    """torch.tensor([device scalars]) builds a CPU tensor of their dtype, one host read each."""
    ok("cuda", """
        from ptp.emulated import host_reads
        losses = [torch.ones((), device=dev, dtype=torch.float64) * i for i in range(3)]
        before = host_reads()
        built = torch.tensor(losses)
        assert host_reads() - before == 3
        assert built.device.type == "cpu" and built.dtype == torch.float64
        assert built.tolist() == [0.0, 1.0, 2.0]
    """)


def test_the_values_read_back_are_counted():
    """host_values counts the elements copied to the host: one per .item(), the whole tensor
    for a .cpu() or a .tolist(); a computation on the device copies none."""
    ok("cuda", """
        from ptp.emulated import host_values
        x = torch.arange(12.0, device=dev).reshape(3, 4)
        before = host_values()
        (x * 2).sum(1)
        assert host_values() == before
        x.sum().item()
        assert host_values() - before == 1
        x.cpu()
        assert host_values() - before == 13
        x[0].tolist()
        assert host_values() - before == 17
    """)


def test_training_autograd_views_and_in_place_work_as_on_a_gpu():
    """A training step, views that alias, in-place ops that return self, out= that resizes."""
    ok("cuda", """
        torch.manual_seed(0)
        model = torch.nn.Sequential(torch.nn.Conv2d(1, 4, 3), torch.nn.BatchNorm2d(4),
                                    torch.nn.ReLU(), torch.nn.Flatten(),
                                    torch.nn.Linear(4 * 6 * 6, 3))
        reference = torch.nn.Sequential(*[m for m in __import__("copy").deepcopy(model)])
        model.to(dev)
        x, y = torch.randn(5, 1, 8, 8), torch.tensor([0, 1, 2, 0, 1])
        for net, xb, yb in ((model, x.to(dev), y.to(dev)), (reference, x, y)):
            opt = torch.optim.AdamW(net.parameters())
            loss = torch.nn.functional.cross_entropy(net(xb), yb)
            loss.backward()
            opt.step()
        for a, b in zip(model.parameters(), reference.parameters()):
            torch.testing.assert_close(a.cpu(), b)
        a = torch.ones(4, device=dev)
        assert a.add_(1) is a
        a.view(2, 2).mul_(3)
        assert a.cpu().tolist() == [6.0] * 4
        assert torch.arange(5, device=dev).shape == (5,)
    """)


def test_each_device_has_its_own_random_generator():
    """torch.manual_seed seeds it; saving only the CPU generator does not reproduce a draw."""
    ok("cuda", """
        torch.manual_seed(0); first = torch.randn(3, device=dev).cpu()
        torch.manual_seed(0); assert torch.equal(first, torch.randn(3, device=dev).cpu())
        cpu_state = torch.get_rng_state()
        draw = torch.randn(3, device=dev).cpu()
        torch.set_rng_state(cpu_state)
        assert not torch.equal(draw, torch.randn(3, device=dev).cpu())
        state = torch.emu.get_rng_state()
        draw = torch.randn(3, device=dev).cpu()
        torch.emu.set_rng_state(state)
        assert torch.equal(draw, torch.randn(3, device=dev).cpu())
        drop = torch.nn.Dropout(0.5).to(dev)
        torch.manual_seed(1); m1 = drop(torch.ones(8, device=dev)).cpu()
        torch.manual_seed(1); assert torch.equal(m1, drop(torch.ones(8, device=dev)).cpu())
    """)


def test_accelerator_api_pinned_memory_saving_and_autocast():
    """torch.accelerator sees the device; pin_memory, torch.save/load and autocast work."""
    ok("cuda", """
        import io
        assert torch.accelerator.current_accelerator().type == "emu"
        torch.accelerator.synchronize()
        before = torch.accelerator.memory_allocated(dev)
        big = torch.empty(1024, 1024, device=dev)
        assert torch.accelerator.memory_allocated(dev) - before == 4 * 1024 * 1024
        assert torch.accelerator.max_memory_allocated(dev) >= 4 * 1024 * 1024
        del big
        assert torch.accelerator.memory_allocated(dev) == before
        pinned = torch.randn(4).pin_memory()
        assert pinned.is_pinned() and not torch.randn(4).is_pinned()
        loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.randn(6, 2)),
                                             batch_size=3, pin_memory=True)
        assert all(b.is_pinned() for (b,) in loader)
        buf = io.BytesIO()
        model = torch.nn.Linear(2, 2).to(dev)
        torch.save(model.state_dict(), buf)
        buf.seek(0)
        assert torch.load(buf, weights_only=True)["weight"].device == dev
        buf.seek(0)
        assert torch.load(buf, map_location="cpu", weights_only=True)["weight"].device.type == "cpu"
        buf.seek(0)
        assert torch.load(buf, map_location=dev, weights_only=True)["weight"].device == dev
        with torch.autocast(dev.type, dtype=torch.bfloat16):
            out = model(torch.randn(3, 2, device=dev))
            assert out.dtype == torch.bfloat16
            labels = torch.tensor([0, 1, 1], device=dev)
            assert torch.nn.functional.cross_entropy(out, labels).dtype == torch.float32
            with torch.autocast(dev.type, enabled=False):
                assert model(torch.randn(3, 2, device=dev)).dtype == torch.float32
        out.float().sum().backward()
        assert model.weight.grad.dtype == torch.float32
    """)


def test_two_devices_do_not_mix_either():
    """emulated:cuda2 has emu:0 and emu:1; copies between them work, mixed ops raise."""
    ok("cuda2", """
        from ptp.notebook import expect_error
        assert torch.emu.device_count() == 2
        a, b = torch.ones(2, device="emu:0"), torch.ones(2, device="emu:1")
        assert (a + b.to("emu:0")).device == torch.device("emu:0")
        with expect_error(RuntimeError, "emu:0 and emu:1"):
            a + b
        with expect_error(RuntimeError, "invalid device ordinal"):
            torch.ones(1, device="emu:2")
    """)


def test_mps_like_device_refuses_float64():
    """emulated:mps refuses float64 with the error Apple's MPS raises."""
    ok("mps", """
        from ptp.notebook import expect_error
        with expect_error(TypeError, "MPS framework doesn't support float64"):
            torch.zeros(2, dtype=torch.float64, device=dev)
        with expect_error(TypeError, "float64"):
            torch.ones(2, dtype=torch.float64).to(dev)
        assert torch.ones(2, device=dev).dtype == torch.float32
    """)


@pytest.mark.parametrize("planted", ["device-mismatch", "float64"])
def test_planted_mistakes_fail_the_emulated_pass(planted):
    """What the emulated pass is for: a device mistake fails there, and passes on the CPU."""
    body = {"device-mismatch": """
                model = torch.nn.Linear(3, 2)               # built on the CPU ...
                model(torch.randn(4, 3, device=dev))        # ... fed the device's batches
            """,
            "float64": """
                x = torch.linspace(0, 1, 5, dtype=torch.float64, device=dev)
            """}[planted]
    mode = "mps" if planted == "float64" else "cuda"
    assert run(mode, body).returncode != 0
    env = {**os.environ, "PTP_DEVICE": "cpu", "PYTHONPATH": str(REPO)}
    code = "import torch\nfrom ptp.device import pick_device\ndev = pick_device()\n" + \
        textwrap.dedent(body)
    assert subprocess.run([sys.executable, "-c", code], env=env).returncode == 0
