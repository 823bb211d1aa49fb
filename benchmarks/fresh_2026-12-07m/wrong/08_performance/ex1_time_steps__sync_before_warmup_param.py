# Mistake: the signature "time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter)" - puts sync before warmup, so a caller passing them by position, time_steps(step, 5, 2), has 2 taken as the sync function (TypeError: 'int' object is not callable) and no warmup count.
def time_steps(step, n_steps, sync=None, warmup=1, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - t0) / n_steps
