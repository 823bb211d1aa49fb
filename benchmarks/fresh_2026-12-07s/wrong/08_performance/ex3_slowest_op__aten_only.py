# Mistake: "Every entry counts, whatever made it: an aten:: operator, or a region named with record_function when its own self time ... is the largest" — keeps only aten:: entries, so a record_function region that sleeps is never reported.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(ops, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
