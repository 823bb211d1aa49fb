# Mistake: "Every entry counts, whatever made it: an aten:: operator, or a record_function region when its own self time ... is the largest ... the function skips nothing": keeping only aten:: entries misses a record_function region that sleeps, whose self time is the largest.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    best = max(ops, key=lambda e: e.self_cpu_time_total)
    return best.key, best.self_cpu_time_total / 1000.0
