# Mistake: "over all calls of that operator (an entry of key_averages() adds up the calls of one name)" — divides by the call count, reporting the average call's self time
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / top.count / 1000
