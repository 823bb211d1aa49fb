# Mistake: "Every entry counts, whatever made it: an `aten::` operator, or a region named with `record_function` ... the function skips nothing" - keeps only aten:: entries, so when a record_function region that sleeps has the largest self time an operator is returned instead.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    best = max(ops, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1000.0
