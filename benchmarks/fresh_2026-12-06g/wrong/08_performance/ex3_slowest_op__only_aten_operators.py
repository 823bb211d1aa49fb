# Mistake: "the name (`key`) of the entry in `prof.key_averages()` with the largest **self** CPU time" — reads the title's "operator" literally and keeps only aten:: entries, so when a record_function region that sleeps has the largest self time (the sleep is its own time) the region is skipped and an aten operator is returned instead
def slowest_op(prof):
    entries = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(entries, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
