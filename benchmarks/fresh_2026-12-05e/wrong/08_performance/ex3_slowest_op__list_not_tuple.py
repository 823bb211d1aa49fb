# Mistake: "returns `(name, milliseconds)` ... the result: a tuple `(key, milliseconds)`" — returns a list [key, ms]: right values, wrong container
def slowest_op(prof):
    best = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return [best.key, best.self_cpu_time_total / 1000]
