"""Unit tests for the contracts in ptp.checks: a planted violation of each is caught with its
diagnosis, a clean function passes, and the global state is put back after a violation."""

from __future__ import annotations

import copy
import logging
import os
import random
import sys
import warnings

import numpy as np
import pytest
import torch
from torch import nn

from ptp.checks import RNG_STATES, GlobalState, Mistake, contracts


def net() -> nn.Sequential:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Dropout(0.1), nn.Linear(4, 2))


def label_of(block) -> str:
    """The label of the Mistake raised by ``block()``, run in a contract with the given args."""
    with pytest.raises(Mistake) as caught:
        block()
    return caught.value.label


def test_a_clean_function_keeps_every_contract() -> None:
    """Reading inputs, running the model under no_grad and eval, restoring the mode: passes."""
    model, x = net().train(), torch.randn(5, 3, requires_grad=True)
    x.grad = torch.ones(5, 3)
    grad = x.grad

    def evaluate(model, x):
        was = model.training
        model.eval()
        with torch.no_grad():
            out = model(x * 2)
        model.train(was)
        return out.sum().item()

    with contracts(x, model, calls=model) as c:
        evaluate(model, x)
    assert len(c.calls) == 1 and not c.calls[0].training and not c.calls[0].grad_enabled
    assert x.grad is grad and model.training


def test_input_modified_in_place_is_caught() -> None:
    """Values changed in place (add_, a write into a slice) and a dtype swapped through .data."""
    x = torch.zeros(4)

    def bump():
        with contracts(x):
            x[1:] += 1

    assert label_of(bump) == "input-modified"

    y = torch.zeros(2)

    def retype():
        with contracts([y]):
            y.data = y.data.double()

    with pytest.raises(Mistake, match="dtype changed from torch.float32 to torch.float64"):
        retype()
    z = torch.zeros(3)
    with contracts(z, allow_mutation=[z]):  # a prompt that asks for an in-place update
        z.add_(1)


def test_nan_values_left_alone_are_unchanged() -> None:
    """NaN compares equal to NaN: an untouched tensor holding NaN is not reported."""
    x = torch.tensor([float("nan"), 1.0])
    with contracts(x):
        x.clone().add_(1)


def test_requires_grad_switched_on_the_callers_tensor() -> None:
    x = torch.ones(3)

    def flip():
        with contracts(x):
            x.requires_grad_(True)

    assert label_of(flip) == "requires-grad-changed"


def test_grad_replaced_instead_of_changed_in_place() -> None:
    """Reassigning .grad (even with the right values) breaks references; mul_ does not."""
    model = net()
    model(torch.randn(6, 3)).sum().backward()

    def reassign():
        with contracts(model, allow_mutation=[model]):
            for p in model.parameters():
                p.grad = p.grad * 0.5

    assert label_of(reassign) == "grad-replaced"
    with contracts(model, allow_mutation=[model]):
        for p in model.parameters():
            p.grad.mul_(0.5)
    with contracts(model, allow_mutation=[model], allow_new_grads=True):
        model.zero_grad(set_to_none=True)

    x = torch.randn(6, 3)

    def changed():
        with contracts(model):
            model(x).sum().backward()

    assert label_of(changed) == "input-modified"


def test_batchnorm_statistics_updated_in_training_mode() -> None:
    """Running the caller's model in training mode updates its buffers: named, with the hint."""
    model, x = net().train(), torch.randn(8, 3)
    with pytest.raises(Mistake, match=r"^\[input-modified\] .*buffer 1\.running_mean.*eval"):
        with contracts(model, calls=model), torch.no_grad():
            model(x)  # (its Dropout draws random numbers too: reported after the buffer)


@pytest.mark.parametrize("change, what", [
    (lambda: torch.set_grad_enabled(False), "grad mode"),
    (lambda: torch.set_default_dtype(torch.float64), "default dtype"),
    (lambda: torch.manual_seed(123), "PyTorch's global random generator"),
    (lambda: np.random.seed(1), "NumPy's global random generator"),
    (lambda: random.random(), "Python's random module"),
    (lambda: torch.autograd.set_detect_anomaly(True), "anomaly detection"),
    (lambda: torch.use_deterministic_algorithms(True), "deterministic algorithms"),
    (lambda: torch.set_default_device("cpu"), "default device"),  # a context, even for the CPU
    (lambda: warnings.filterwarnings("ignore"), "warning filters"),
    (lambda: warnings.simplefilter("ignore", UserWarning), "warning filters"),
    # "always" too: the filter quiet() records warnings with is not the same one, so warnings
    # does not merge the two (ninth fresh batch: 08b ex6 showed every fallback's warning)
    (lambda: warnings.simplefilter("always"), "warning filters"),
    (lambda: nn.modules.module.register_module_forward_hook(lambda *a: None), "every module"),
    (lambda: os.environ.__setitem__("PTP_TEST_SETTING", "1"), "environment variables"),
    (lambda: torch.set_printoptions(precision=2), "print options"),
    (lambda: logging.getLogger().addHandler(logging.NullHandler()), "root logger"),
    (lambda: logging.getLogger().setLevel(logging.getLogger().level + 1), "root logger"),
])
def test_global_state_changed_is_named_and_put_back(change, what) -> None:
    before = GlobalState.capture()
    with pytest.raises(Mistake, match=rf"^\[global-state-changed\] .*{what}"):
        with contracts():
            change()
    assert before.changes(GlobalState.capture()) == [], "the state is put back"


def test_environment_set_by_torch_itself_is_not_the_callers() -> None:
    """torch.compile's first run sets its caches' folders in os.environ: not a change the
    function made (the environment is compared without them)."""
    with contracts():
        os.environ["TORCHINDUCTOR_PTP_TEST"] = "1"
    del os.environ["TORCHINDUCTOR_PTP_TEST"]


def test_a_file_left_open_is_named(tmp_path) -> None:
    """A file handed to torch.save unclosed is closed only when collected (a ResourceWarning:
    ninth fresh batch, 09a ex3); one closed by `with`, or one only read, is not named."""
    path = tmp_path / "ckpt.pt"
    with pytest.raises(Mistake, match=r"^\[resource-left-open\] .*name='ckpt.pt'"):
        with contracts():
            torch.save({"w": torch.ones(2)}, open(path, "wb"))  # noqa: SIM115 (the mistake)
    with contracts():
        with open(path, "wb") as f:
            torch.save({"w": torch.ones(2)}, f)
    with contracts():  # read and left to the collector: closed as its last reference goes
        assert len(open(path, "rb").read()) > 0  # noqa: SIM115


def test_hooks_left_on_the_callers_tensors_and_modules() -> None:
    """A hook left registered on a tensor or on any submodule is named; one removed again
    (a handle kept and removed) is not."""
    w, model = torch.ones(2, requires_grad=True), net()
    with pytest.raises(Mistake, match=r"^\[hooks-left\] .*register_hook"):
        with contracts(w):
            w.register_hook(lambda g: g)
    hook = model[1].register_forward_hook(lambda *a: None)
    with contracts(model):  # one the caller had already is left alone
        model[3].register_forward_pre_hook(lambda *a: None).remove()
    with pytest.raises(Mistake, match=r"^\[hooks-left\] .*submodule '3' \(Linear\)"):
        with contracts(model):
            model[3].register_forward_pre_hook(lambda *a: None)
    hook.remove()


def test_warning_filters_added_by_the_call_or_by_a_library_it_imports(tmp_path,
                                                                       monkeypatch) -> None:
    """An "ignore" added by the function, even for one message, is a change (sixth fresh
    batch: a data set that hid the read-only-array warning for the whole session); a filter that
    a library adds when the call first imports it (its own warning class, or its module named),
    and catch_warnings() around a warning, are not."""
    filters = list(warnings.filters)
    with pytest.raises(Mistake, match=r"^\[global-state-changed\] .*warning filters"):
        with contracts():
            warnings.filterwarnings("ignore", message=".*not writable.*")
    assert warnings.filters == filters, "put back"
    (tmp_path / "ptp_lib_with_filters.py").write_text(
        "import warnings\n"
        "class LibWarning(UserWarning):\n    pass\n"
        "warnings.filterwarnings('once', category=LibWarning)\n"
        "warnings.filterwarnings('ignore', category=LibWarning)\n"
        "warnings.filterwarnings('ignore', module='ptp_lib_with_filters')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with contracts():
        import ptp_lib_with_filters  # noqa: F401 (first imported here: its filters are its own)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            warnings.warn("hidden here only", stacklevel=1)
    sys.modules.pop("ptp_lib_with_filters", None)
    assert warnings.filters == filters, "quiet() puts the filters back"


def test_allowed_global_changes_pass_and_stay() -> None:
    """A function that draws random numbers may move the generators when the prompt allows."""
    with contracts(allow_global=RNG_STATES):
        nn.Linear(3, 3)  # its initialisation draws from the global generator
    state = torch.get_rng_state()
    with contracts(allow_global=RNG_STATES):
        torch.rand(2)
    assert not torch.equal(state, torch.get_rng_state()), "an allowed change is kept"


def test_global_state_put_back_when_the_block_raises() -> None:
    with pytest.raises(ZeroDivisionError), contracts():
        torch.set_grad_enabled(False)
        1 / 0  # noqa: B018
    assert torch.is_grad_enabled()


def test_mode_changed_names_the_submodule() -> None:
    """A mode restored only at the top resets a submodule the caller had frozen in eval."""
    model = net().train()
    model[1].eval()  # the caller froze the BatchNorm

    def top_only():
        with contracts(model):
            was = model.training
            model.eval()
            model.train(was)

    with pytest.raises(Mistake, match=r"^\[mode-changed\] .*submodule '1' \(BatchNorm1d\)"):
        top_only()
    model[1].eval()

    def left_in_eval():
        with contracts(model):
            model.eval()

    assert label_of(left_in_eval) == "mode-changed"
    model.train()
    with contracts(model, allow_mode_change=True):
        model.eval()


def test_submodule_or_parameter_replaced() -> None:
    model, layer = net(), nn.Linear(4, 2)

    def new_layer():
        with contracts(model):
            model[3] = layer

    with pytest.raises(Mistake, match=r"^\[module-replaced\] .*submodule '3' \(Linear\)"):
        new_layer()
    model = net()

    def new_parameter():
        with contracts(model):
            model[0].weight = nn.Parameter(model[0].weight.detach().clone())

    with pytest.raises(Mistake, match=r"^\[module-replaced\] .*parameter 0\.weight"):
        new_parameter()


def test_a_deep_copy_run_instead_of_the_model() -> None:
    model, x = net().eval(), torch.randn(2, 3)

    def copy_run():
        with contracts(model, calls=model):
            copy.deepcopy(model)(x)

    assert label_of(copy_run) == "model-not-called"


def test_stderr_is_caught_warnings_are_recorded() -> None:
    def noisy():
        with contracts():
            print("careful", file=sys.stderr)

    assert label_of(noisy) == "wrote-stderr"
    import warnings

    with contracts() as c:
        warnings.warn("harmless", UserWarning, stacklevel=1)
    assert c.captured.warned(UserWarning, "harmless")


def test_deferred_check_lets_specific_tests_come_first() -> None:
    """check=False raises nothing on exit; problems() lists every broken contract in order."""
    x = torch.zeros(2)
    with contracts(x, check=False) as c:
        x.add_(1)
        x.requires_grad_(True)
    assert [p.label for p in c.problems()] == ["requires-grad-changed", "input-modified"]
    with pytest.raises(Mistake):
        c.check()


def test_watch_tells_a_copy_from_the_model() -> None:
    """copy.deepcopy copies the hook: the copy's calls are recorded, marked as not the model's."""
    from ptp.checks import watch

    model, x = net().eval(), torch.randn(2, 3)
    with watch(model) as seen:
        copy.deepcopy(model)(x)
        model(x)
    assert [c.itself for c in seen] == [False, True]


def test_checks_import_without_torch() -> None:
    """The contracts live in ptp.checks, which still imports nothing heavy."""
    import subprocess

    code = "import sys, ptp.checks; assert 'torch' not in sys.modules, 'torch imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_layouts_keep_the_values_and_change_the_layout():
    """layouts(): same values, the promised layouts, fresh tensors requiring grad as the input."""
    import torch

    from ptp.checks import batch_sizes, layouts

    x = torch.arange(24.0).reshape(2, 3, 2, 2).requires_grad_()
    found = layouts(x)
    assert set(found) == {"contiguous", "strided", "transposed", "column_major", "channels_last"}
    for name, t in found.items():
        assert torch.equal(t.detach(), x.detach()), name
        assert t.requires_grad and t is not x
    assert not found["strided"].is_contiguous()
    assert not found["transposed"].is_contiguous()
    assert found["channels_last"].is_contiguous(memory_format=torch.channels_last)
    assert found["column_major"].stride() == (1, 2, 6, 12)  # every stride order reversed
    assert "column_major" not in layouts(torch.randn(2, 3))  # two dimensions: transposed
    assert set(layouts(torch.tensor(3.0))) == {"contiguous"}
    cut = batch_sizes(torch.randn(5, 3))
    assert [tuple(cut[k].shape) for k in ("empty", "one", "all")] == [(0, 3), (1, 3), (5, 3)]


def test_every_graded_tests_cell_applies_the_contracts() -> None:
    """Every graded tests cell in solutions/ runs the learner's code inside ``contracts(...)``
    (issue 26): a new or rewritten tests cell cannot quietly drop them."""
    import re

    from graders.course import chapter_names, notebooks_of, read

    calls = re.compile(r"\bcontracts\(")
    cells, missing = 0, []
    for chapter in chapter_names():
        for path in notebooks_of(chapter):
            for cell in read(path).cells:
                meta = cell.metadata.get("nbgrader", {})
                if cell.cell_type == "code" and meta.get("grade"):
                    cells += 1
                    if not calls.search(cell.source):
                        missing.append(f"{path.name}: {meta.get('grade_id')}")
    assert cells >= 62, f"only {cells} graded tests cells found"
    assert not missing, f"graded tests cells that never call contracts(...): {missing}"
