# Diagnosis: no-sync-before-start
# Pitfall: the clock starts while the warmup's work is still queued, so it is timed too.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
