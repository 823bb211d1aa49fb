# Diagnosis: no-warmup
# Pitfall: no warmup: the first call's one-off cost (allocation, autotuning, compiling) is timed.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
