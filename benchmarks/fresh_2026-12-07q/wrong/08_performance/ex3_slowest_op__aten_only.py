# Mistake: "Every entry counts, whatever made it: an `aten::` operator, or a region named with `record_function` ... the function skips nothing": only aten:: entries are considered, so a sleeping record_function region with the largest self time is skipped.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    best = max(ops, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1000
