# Right: syncs before and after every timed step and sums the intervals; with the queue empty at each start, each interval is exactly that step's device (or host) time, so the sum equals the single-interval total
import math


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    durations = []
    for _ in range(n_steps):
        if sync is not None:
            sync()
        t0 = clock()
        step()
        if sync is not None:
            sync()
        durations.append(clock() - t0)
    return math.fsum(durations) / n_steps
