# Mistake: "returning the average number of seconds per call of `step()`, over `n_steps` timed calls" — divides the timed region by warmup + n_steps (all calls), so every warmup > 0 understates the per-step time
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - t0) / (warmup + n_steps)
