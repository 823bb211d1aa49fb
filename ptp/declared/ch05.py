"""Chapter 05's declared contracts (training loops, optimizers and schedules): inputs and rules,
never an answer (each reference lives in its exercise's hidden tests)."""

from __future__ import annotations

from typing import Any

from ptp.domains import Declaration, Drawn, Int

# ---------------------------------------------------------------- 05b: warmup_linear_decay

# warmup_steps is the size "W", total_steps is W plus a decay of "D" steps (D >= 1, so
# 0 <= warmup_steps < total_steps always), and step is drawn around the corners of the schedule.
_SCHEDULE_SIZES = {"W": (10, 0, 1, 2, 3, 4, 7, 1000, 10**6),
                   "D": (90, 1, 2, 3, 5, 8, 1000, 10**7)}


def _draw_total(draw: Any, sizes: dict[str, int]) -> int:
    return sizes["W"] + sizes["D"]


def _draw_step(draw: Any, sizes: dict[str, int]) -> int:
    from hypothesis import strategies as st

    w, total = sizes["W"], sizes["W"] + sizes["D"]
    corners = sorted({s for s in (0, 1, w - 1, w, w + 1, (w + total) // 2, total - 1, total,
                                  total + 1, 2 * total, 10 * total + 7) if s >= 0})
    return draw(st.one_of(st.sampled_from(corners), st.integers(0, total + 3)))


def _as_is(spec: Any, seed: int, device: str) -> Any:
    return spec


WARMUP_LINEAR_DECAY = Declaration(
    "ex4_warmup_linear_decay", "warmup_linear_decay", "6. Learning-rate schedules",
    args=(Drawn("step", _draw_step, _as_is,
                ("any integer `>= 0`: during warmup, at `warmup_steps`, during the decay, at "
                 "`total_steps - 1`, at `total_steps` and past it",
                 "任意 `>= 0` 的整数：预热期间、恰好等于 `warmup_steps`、衰减期间、"
                 "`total_steps - 1`、恰好等于 `total_steps` 以及更往后"),
                describe=lambda s: f"step={s}"),
          Int("warmup_steps", symbol="W",
              text=("0 (no warmup), 1, 2, 3, 4, 7, 10, 1000 or 10**6",
                    "0（不预热）、1、2、3、4、7、10、1000 或 10**6")),
          Drawn("total_steps", _draw_total, _as_is,
                ("`warmup_steps` plus a decay of 1, 2, 3, 5, 8, 90, 1000 or 10**7 steps (a "
                 "decay of a single step included)",
                 "`warmup_steps` 加上 1、2、3、5、8、90、1000 或 10**7 步的衰减"
                 "（包括只有一步的衰减）"),
                describe=lambda t: f"total_steps={t}")),
    sizes=_SCHEDULE_SIZES, max_examples=300, budget_s=3.0,
    notes=(("the result a Python `float` or `int`, compared with the reference within a "
            "relative 1e-6",
            "结果是 Python 的 `float` 或 `int`，与参考答案的相对误差在 1e-6 以内"),))


DECLARED = (WARMUP_LINEAR_DECAY,)
