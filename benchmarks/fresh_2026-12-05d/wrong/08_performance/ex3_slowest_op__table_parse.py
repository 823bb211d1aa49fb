# Mistake: "the milliseconds a `float` equal to the entry's self CPU time divided by 1000 (rounding of the division aside)" — reads the value off the printed table, whose times are rounded to 3 decimals of their display unit, so the value is off (e.g. 3.220 instead of 3.219846 ms)
import re


def slowest_op(prof):
    table = prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=1)
    lines = [line for line in table.splitlines() if line.strip() and not line.startswith("-")]
    name, _share, self_cpu, *_ = re.split(r"\s{2,}", lines[1].strip())
    for unit, scale in (("us", 1e-3), ("ms", 1.0), ("s", 1e3)):
        if self_cpu.endswith(unit):
            return name, float(self_cpu[: -len(unit)]) * scale
    return name, float(self_cpu)
