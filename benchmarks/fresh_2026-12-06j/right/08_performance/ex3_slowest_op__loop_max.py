# Right: a plain loop over key_averages() keeping the entry whose self_cpu_time_total is strictly larger than the best so far (first one wins ties, as max() does).
def slowest_op(prof):
    best_key, best_us = None, None
    for entry in prof.key_averages():
        if best_us is None or entry.self_cpu_time_total > best_us:
            best_key, best_us = entry.key, entry.self_cpu_time_total
    return best_key, best_us / 1000
