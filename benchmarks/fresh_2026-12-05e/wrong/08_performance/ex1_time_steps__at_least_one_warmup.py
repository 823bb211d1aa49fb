# Mistake: "first call `step()` `warmup` times (`warmup` may be 0), untimed; then `n_steps` times, timed: `warmup + n_steps` calls in all" — forces at least one warmup call, so warmup=0 makes n_steps + 1 calls and skips timing the slow first call
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(1, warmup)):
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - t0) / n_steps
