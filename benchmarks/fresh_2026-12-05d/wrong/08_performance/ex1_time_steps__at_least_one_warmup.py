# Mistake: "first call `step()` `warmup` times (`warmup` may be 0), untimed; then `n_steps` times, timed: `warmup + n_steps` calls in all" — forces one warmup call even for warmup=0, so step() is called n_steps + 1 times
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):  # always warm up at least once, first calls are slow
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
