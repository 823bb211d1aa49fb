# Mistake: "Every entry counts, whatever made it ... a region named with `record_function` when its own self time ... is the largest ... the function skips nothing": only `aten::` operators are compared, so a profile whose sleeping record_function region has the largest self time returns an operator instead.
def slowest_op(prof):
    operators = [e for e in prof.key_averages() if e.key.startswith("aten::")]   # regions are labels, not operators
    top = max(operators, key=lambda e: e.self_cpu_time_total)
    return top.key, top.self_cpu_time_total / 1000
