# Right: a plain loop over key_averages() keeping the first entry with the strictly largest self CPU time (as max does on ties), result as a tuple with a float
def slowest_op(prof):
    best_key, best_us = None, None
    for entry in prof.key_averages():
        us = entry.self_cpu_time_total
        if best_us is None or us > best_us:
            best_key, best_us = entry.key, us
    return best_key, best_us / 1000.0
