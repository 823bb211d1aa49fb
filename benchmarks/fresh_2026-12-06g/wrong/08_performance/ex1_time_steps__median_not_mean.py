# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — returns the median of per-step times (section 1's robust statistic); the steps take unequal times (0.5 to 250 ms, no two alike), so the median differs from the mean whenever n_steps >= 3
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
