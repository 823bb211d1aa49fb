# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — returns the fastest synced call (a "best of n" benchmark habit); with unequal step times the minimum is below the average for any n_steps >= 2
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    best = float("inf")
    for _ in range(n_steps):
        t0 = clock()
        step()
        if sync is not None:
            sync()
        best = min(best, clock() - t0)
    return best
