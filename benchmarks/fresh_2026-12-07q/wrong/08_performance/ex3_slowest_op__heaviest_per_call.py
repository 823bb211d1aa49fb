# Mistake: "the entry ... with the largest **self** CPU time ... over all calls of that operator": the entry is chosen by its self time per call (total / count), so an operator with many cheap calls whose total is largest (the repeated small additions) loses to one with fewer, slower calls.
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total / max(e.count, 1))
    return (top.key, top.self_cpu_time_total / 1000)
