# Mistake: "first call `step()` `warmup` times (`warmup` may be 0), untimed; then `n_steps` times, timed: `warmup + n_steps` calls in all" — rule 1 ("Warm up") taken as always needed: it runs max(warmup, 1) untimed calls, so warmup=0 makes n_steps + 1 calls and the first call's one-off cost is never timed when the caller asked for it to be
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
