# Right: a plain loop over key_averages() keeping the running maximum of self_cpu_time_total, converted with * 1e-3.
def slowest_op(prof):
    name, best = None, -1.0
    for entry in prof.key_averages():
        t = entry.self_cpu_time_total
        if t > best:
            name, best = entry.key, t
    return (name, float(best) * 1e-3)
