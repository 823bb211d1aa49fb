# Mistake: "the entry in `prof.key_averages()` with the largest **self** CPU time" -- only considers aten:: operators, so an entry with a larger self time under another name (a record_function region, a custom or profiler-level op) is never reported.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(ops, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
