# Mistake: "the largest **self** CPU time" — ranks by self_device_time_total (GPU time), which is 0 for every entry of a CPU profile, so the first entry is returned whatever its cost
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_device_time_total)
    return top.key, top.self_cpu_time_total / 1000
