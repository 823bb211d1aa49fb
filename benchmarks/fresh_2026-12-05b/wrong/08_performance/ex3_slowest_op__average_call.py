# Mistake: "that self CPU time in milliseconds, over all calls of that operator" -- divides by the call count, reporting (and ranking by) the average call.
def slowest_op(prof):
    per_call = [(e.key, e.self_cpu_time_total / max(e.count, 1)) for e in prof.key_averages()]
    name, us = max(per_call, key=lambda kv: kv[1])
    return name, us / 1000.0
