# Diagnosis: sync-none-called
# Pitfall: calls sync() unconditionally, although it may be None on a device with nothing to wait for.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    sync()
    start = clock()
    for _ in range(n_steps):
        step()
    sync()
    return (clock() - start) / n_steps
