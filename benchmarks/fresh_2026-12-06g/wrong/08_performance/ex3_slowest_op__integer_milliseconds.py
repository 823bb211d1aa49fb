# Mistake: "the result: a tuple `(key, milliseconds)`, the milliseconds a `float` equal to the entry's self CPU time divided by 1000" — converts microseconds to milliseconds with //, which floors to a whole number of milliseconds (and a float with no fraction): 7.8 ms comes back as 7.0, 0.6 ms as 0.0
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, float(top.self_cpu_time_total // 1000)
