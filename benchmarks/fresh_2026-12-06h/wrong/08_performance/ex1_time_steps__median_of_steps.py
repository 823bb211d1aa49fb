# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — times each call separately (sync after each) and returns the median, "more robust to outliers"; with calls of unequal length (0.5 to 250 ms) the median is not the average.
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    durations = []
    for _ in range(n_steps):
        t0 = clock()
        step()
        if sync is not None:
            sync()
        durations.append(clock() - t0)
    return statistics.median(durations)
