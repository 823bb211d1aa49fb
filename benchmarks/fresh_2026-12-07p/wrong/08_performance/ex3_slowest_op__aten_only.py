# Mistake: "Every entry counts, whatever made it: an aten:: operator, or a region named with record_function when its own self time ... is the largest. ... the function skips nothing": only aten:: entries are considered (as section 4 reads the table), so a record_function region that sleeps, whose self time is the largest, is never returned.
def slowest_op(prof):
    operators = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(operators, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
