# Mistake: "that self CPU time in **milliseconds**, over all calls of that operator" — ranks and reports self time per call (total / count), so an op called many times (repeated small additions) or a slow single call is compared wrongly and the ms are per call
def slowest_op(prof):
    best = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (best.key, best.self_cpu_time_total / max(best.count, 1) / 1000)
