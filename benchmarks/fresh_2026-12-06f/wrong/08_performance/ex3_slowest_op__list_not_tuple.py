# Mistake: "returns `(name, milliseconds)`" / "the result: a tuple `(key, milliseconds)`" — returns a list [key, ms], which never equals a tuple
def slowest_op(prof):
    rows = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = rows[0]
    return [top.key, float(top.self_cpu_time_total) / 1000]
