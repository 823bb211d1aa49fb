# Diagnosis: no-final-sync
# Pitfall: no synchronisation after the timed steps: the clock stops when the kernels are queued.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    return (clock() - start) / n_steps
