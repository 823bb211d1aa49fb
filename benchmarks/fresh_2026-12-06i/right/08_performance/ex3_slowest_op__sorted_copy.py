# Right: sorts a copy of key_averages() by self CPU time with operator.attrgetter and reads the first entry; converts with an explicit float division.
from operator import attrgetter

def slowest_op(prof):
    ranked = sorted(list(prof.key_averages()), key=attrgetter("self_cpu_time_total"), reverse=True)
    top = ranked[0]
    return (str(top.key), float(top.self_cpu_time_total) / 1000.0)
