# Right: warmup loop, a sync (only when given) before the first clock read and after the last step, and the elapsed time divided by n_steps; no gc handling at all.
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
    end = clock()
    return (end - start) / n_steps
