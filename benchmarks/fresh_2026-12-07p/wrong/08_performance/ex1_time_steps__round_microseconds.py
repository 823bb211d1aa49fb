# Mistake: "returning the average number of seconds per call ... over n_steps timed calls": the result is rounded to whole microseconds (round(..., 6)), so a mean that is not a multiple of 1 µs (e.g. 3 steps totalling 100 ms) comes back off by up to 0.5 µs.
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
    return round((clock() - start) / n_steps, 6)   # the clock is not finer than a microsecond anyway
