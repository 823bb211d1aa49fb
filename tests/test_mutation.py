"""Unit tests for the mutation analysis (benchmarks/mutation*.py): the operators make the
mutants they promise, only inside the solution block, deduplicated, with stable keys; the
selection is capped and reproducible; behaviours are compared with a tolerance and the
difference is put in words. No kernel is started here (`make mutants` runs the real thing)."""

from __future__ import annotations

from benchmarks.mutation import difference, verdict_of
from benchmarks.mutation_operators import mutants, one_line_diff, select

CELL = '''def evaluate(model, x, y, batch_size=256):
    ### BEGIN SOLUTION
    was_training = model.training
    model.eval()
    total = 0.0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            total += F.cross_entropy(model(xb), yb, reduction="sum").item()
    model.train(was_training)
    return total / len(x)
    ### END SOLUTION
'''

STEP = '''def step(model, optimizer, x, y):
    ### BEGIN SOLUTION
    optimizer.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    return loss.item()
    ### END SOLUTION
'''


def diffs(found, operator):
    return [m.diff for m in found if m.operator == operator]


def test_pitfall_operators_make_the_mistakes_the_chapters_teach() -> None:
    found = mutants(CELL, "ch/ex1_evaluate")
    assert "model.eval() → pass" in diffs(found, "drop-mode-switch")
    assert diffs(found, "drop-no-grad") == ["- with torch.no_grad():"], "the body is kept"
    assert any("deepcopy(model)" in d for d in diffs(found, "deepcopy-module"))
    assert any("reduction='mean'" in d for d in diffs(found, "mean-sum"))
    assert any("total = total + " in d for d in diffs(found, "inplace-swap"))
    assert any(d.endswith("total += F.cross_entropy(model(xb), yb, reduction='sum')")
               for d in diffs(found, "detach-clone-item-removed")), "the .item() dropped"
    moved = diffs(mutants(STEP, "ch/ex_step"), "zero-grad")
    assert "moved after `loss.backward()`: optimizer.zero_grad()" in moved
    assert "optimizer.zero_grad() → optimizer.zero_grad(set_to_none=False)" in moved


def test_generic_operators_and_the_solution_block_only() -> None:
    found = mutants(CELL, "ch/ex1_evaluate")
    ops = {m.operator for m in found}
    assert {"statement-removed", "arithmetic", "constant", "arguments-swapped"} <= ops
    assert all(m.line >= 3 for m in found), "the signature (line 1) is the learner's given"
    assert not any("batch_size=257" in m.source for m in found)
    sources = [m.source for m in found]
    assert len(sources) == len(set(sources)), "deduplicated"
    assert found == mutants(CELL, "ch/ex1_evaluate"), "the same mutants, the same keys"
    assert {m.key for m in found}.isdisjoint(m.key for m in mutants(CELL, "ch/other"))


def test_selection_is_capped_pitfalls_first_and_reproducible() -> None:
    found = mutants(CELL, "ch/ex1_evaluate")
    picked = select(found, 12, "ex1_evaluate")
    assert len(picked) == 12 and picked == select(found, 12, "ex1_evaluate")
    assert sum(m.pitfall for m in picked) == 12 - 12 // 3
    assert len({m.operator for m in picked if m.pitfall}) == sum(m.pitfall for m in picked), \
        "the pitfall operators take turns"


def test_one_line_diff() -> None:
    assert one_line_diff("a = 1\nb = 2\n", "a = 1\nb = 3\n") == "b = 2 → b = 3"
    assert one_line_diff("a()\nb()\nc()\nd()\n", "b()\nc()\na()\nd()\n") == \
        "moved after `c()`: a()"


def test_behaviours_compared_with_a_tolerance_and_described() -> None:
    def returned(value, *args):
        return ["returned", value, ["tuple", list(args)], ["dict", []]]

    t = ["tensor", "torch.float32", [1, 1], "cpu", False, [1.0], None]
    assert difference(returned(0.1 + 0.2), returned(0.3)) is None
    assert difference(returned(t), returned(t)) is None
    squeezed = ["tensor", "torch.float32", [], "cpu", False, [1.0], None]
    assert difference(returned(t), returned(squeezed)) == \
        "what it returned shape: [1, 1] (reference) vs [] (mutant)"
    assert difference(returned(1.0), ["raised", "IndexError"]) == \
        "the reference returned, the mutant raised IndexError"
    model = ["module", "Linear", [["", True]], []]
    frozen = ["module", "Linear", [["", False]], []]
    assert difference(returned(1.0, model), returned(1.0, frozen)) == \
        "argument 1 after the call: submodule '' training (reference) vs eval (mutant)"


def test_verdicts_come_from_triage_then_behaviour() -> None:
    m = {"key": "abc", "behaviour": {"inputs": 9, "same": True}}
    assert verdict_of(m, {})[0] == "equivalent"
    assert verdict_of(m, {"abc": {"verdict": "hole", "why": "x"}}) == ("hole", "x")
    assert verdict_of({"key": "d", "behaviour": {"differs_on": "N = 1"}}, {})[0] == "untriaged"


def test_guard_puts_back_what_a_mutant_changed() -> None:
    """Names, tensors (values, dtype, requires_grad), a data set's tensor, module state and
    modes, and the global state come back as they were; what was put back is listed."""
    import torch

    from benchmarks.mutation_kernel import Guard

    class Bundle:
        def __init__(self) -> None:
            self.data = torch.arange(6.0)

    net = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2)).train()
    ns = {"x": torch.ones(3), "bundle": Bundle(), "net": net, "f": len}
    guard = Guard(ns)
    weight = net[0].weight.detach().clone()
    ns["x"].add_(1)
    ns["bundle"].data.data = torch.zeros(2, dtype=torch.int64)
    with torch.no_grad():
        net[0].weight.mul_(3)
    net[1].eval()
    ns["f"] = max
    torch.set_grad_enabled(False)
    fixed = guard.restore()
    assert torch.is_grad_enabled()
    assert torch.equal(ns["x"], torch.ones(3)) and ns["f"] is len
    assert torch.equal(ns["bundle"].data, torch.arange(6.0))
    assert torch.equal(net[0].weight, weight) and net[1].training
    assert "global grad_mode" in fixed and "name f" in fixed and len(fixed) >= 6
    assert guard.restore() == [], "nothing left to put back"
