# Diagnosis: warmup-timed
# Pitfall: the clock starts before the warmup, so the warmup's one-off costs are timed with the steps.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is not None:
        sync()
    start = clock()
    for _ in range(warmup):
        step()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
