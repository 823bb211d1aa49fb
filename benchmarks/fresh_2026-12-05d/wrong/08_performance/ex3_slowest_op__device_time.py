# Mistake: "the largest **self** CPU time" — ranks by self_device_time_total (the GPU habit from the chapter's note); on a profile of CPU work every device time is 0, so max() returns the first entry, not the one with the largest self CPU time
def slowest_op(prof):
    top = max(prof.key_averages(), key=lambda e: e.self_device_time_total)
    return top.key, top.self_cpu_time_total / 1000
