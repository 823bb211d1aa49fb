# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — follows section 1's "report the median" and returns the median of per-call times; with unequal step times (the hidden simulated steps differ call to call) the median is not the average.
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    times = []
    for _ in range(n_steps):
        start = clock()
        step()
        if sync is not None:
            sync()
        times.append(clock() - start)
    return statistics.median(times)
