# Right: sorted() builds a new list (the profile is untouched), descending by the entry's self CPU time total; the first entry is the same as max's, converted with float() / 1000
def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    top = ranked[0]
    return (top.key, float(top.self_cpu_time_total) / 1000.0)
