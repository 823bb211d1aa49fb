# Mistake: "the entry in `prof.key_averages()` with the largest **self** CPU time" (title read as "the operator", so only aten:: ops) — the sleeping record_function region has the largest self CPU time but is filtered out
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    best = max(ops, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1000.0
