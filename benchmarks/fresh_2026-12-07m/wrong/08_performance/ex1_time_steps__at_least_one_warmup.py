# Mistake: "first call `step()` `warmup` times (`warmup` may be 0) ...: `warmup + n_steps` calls in all" - always does at least one warmup call (max(warmup, 1)), so warmup=0 makes n_steps + 1 calls.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):        # never time a cold first call
        step()
    if sync is not None:
        sync()
    begin = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    end = clock()
    return (end - begin) / n_steps
