# Mistake: "the name (`key`) of the entry in `prof.key_averages()` with the largest **self** CPU time" — reads "operator" as aten operators only and skips record_function regions, so a sleeping region with the largest self time is never returned
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    best = max(ops, key=lambda e: e.self_cpu_time_total)
    return (best.key, best.self_cpu_time_total / 1000)
