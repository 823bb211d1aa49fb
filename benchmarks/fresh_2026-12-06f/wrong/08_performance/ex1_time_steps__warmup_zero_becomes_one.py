# Mistake: "`warmup`: left out (its default, 1), or 0, 1, 2 or 3" — `warmup = warmup or 1` turns an explicit warmup=0 into one untimed call, so step() is called warmup + n_steps + 1 times
import time


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    warmup = warmup or 1  # "at least one warmup call is always a good idea"
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
