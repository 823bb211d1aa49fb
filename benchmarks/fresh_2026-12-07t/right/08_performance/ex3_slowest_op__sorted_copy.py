# Right: sorts a copy of key_averages() by self time (descending) and takes the first, converting microseconds with 1e-3.
def slowest_op(prof, *, sort_key="self_cpu_time_total"):
    ranked = sorted(prof.key_averages(), key=lambda e: getattr(e, sort_key), reverse=True)
    top = ranked[0]
    return (top.key, float(getattr(top, sort_key)) * 1e-3)
