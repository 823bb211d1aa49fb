# Mistake: "first call `step()` `warmup` times (`warmup` may be 0) ...: `warmup + n_steps` calls in all": max(warmup, 1) always warms up at least once, so warmup=0 makes one call too many (and the first timed call, often slower, is never timed).
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):          # always warm up
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - t0) / n_steps
