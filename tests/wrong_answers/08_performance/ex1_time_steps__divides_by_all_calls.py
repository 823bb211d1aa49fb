# Diagnosis: not-per-step
# Pitfall: the timed seconds are divided by every call, the untimed warmup included.
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
    return (clock() - start) / (warmup + n_steps)
