# Mistake: "the name (`key`) of the entry in `prof.key_averages()` with the largest **self** CPU time" — keeps only `aten::` operators, assuming record_function regions are not operators; a `record_function` region that sleeps has the largest self time and is the entry to return
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(ops, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
