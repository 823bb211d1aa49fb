# Mistake: "over all calls of that operator" — looks at the raw events (one per call) and returns the single slowest call's self time, not the sum over the operator's calls
def slowest_op(prof):
    top = max(prof.events(), key=lambda e: e.self_cpu_time_total)
    return top.name, top.self_cpu_time_total / 1000
