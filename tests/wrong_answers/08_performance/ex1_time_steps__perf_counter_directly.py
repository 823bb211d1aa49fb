# Diagnosis: clock-not-used
# Pitfall: reads time.perf_counter() itself, ignoring the clock it was given.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = time.perf_counter()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (time.perf_counter() - start) / n_steps
