# Mistake: "returning the average number of seconds per call" (steps take 0.5 to 250 ms) — the result is rounded to 3 decimals (whole milliseconds), so a 0.5 ms or 1.7 ms average comes back as 0.0 / 0.002
import time


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return round((clock() - start) / n_steps, 3)
