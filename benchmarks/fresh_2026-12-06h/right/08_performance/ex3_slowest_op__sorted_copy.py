# Right: sorts a copy of the key averages by self CPU time with `operator.attrgetter` and reads the first, converting microseconds to milliseconds with `float(...) / 1e3`.
import operator

def slowest_op(prof):
    ranked = sorted(prof.key_averages(), key=operator.attrgetter("self_cpu_time_total"), reverse=True)
    best = ranked[0]
    return (best.key, float(best.self_cpu_time_total) / 1e3)
