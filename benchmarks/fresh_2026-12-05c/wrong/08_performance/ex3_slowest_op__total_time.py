# Mistake: "the entry in prof.key_averages() with the largest **self** CPU time" (Pitfalls: sorting by total time) — picks the largest cpu_time_total, which a wrapping region such as train_step always wins
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.cpu_time_total)
    return top.key, top.cpu_time_total / 1000
