# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — times each step separately and returns the median; the simulated steps take unequal times (0.5 to 250 ms), so the median differs from the mean (e.g. n_steps=3 with 1, 2, 200 ms)
import statistics

def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    durations = []
    for _ in range(n_steps):
        start = clock()
        step()
        if sync is not None:
            sync()
        durations.append(clock() - start)
    return statistics.median(durations)
