# Mistake: "Every entry counts, whatever made it ... a region named with `record_function` when its own self time ... is the largest ... the function skips nothing" — keeps only aten:: operators (as section 4 does when reading a table), so a sleeping record_function region with the largest self time is skipped.
def slowest_op(prof):
    ops = [e for e in prof.key_averages() if e.key.startswith("aten::")]
    top = max(ops, key=lambda e: e.self_cpu_time_total)
    return (top.key, top.self_cpu_time_total / 1000)
