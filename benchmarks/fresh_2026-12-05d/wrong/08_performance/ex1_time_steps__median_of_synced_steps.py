# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — syncs around each step and returns the median per-step time; with unequal step times (the first ones often slower) the median is not the mean
import statistics


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    durations = []
    for _ in range(n_steps):
        if sync is not None:
            sync()
        start = clock()
        step()
        if sync is not None:
            sync()
        durations.append(clock() - start)
    return statistics.median(durations)
