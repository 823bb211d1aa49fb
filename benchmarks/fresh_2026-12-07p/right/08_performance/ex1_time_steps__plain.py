# Right: warmup loop, sync (if given) before the first clock read and after the last step, mean = elapsed / n_steps; written with `sync is not None` guards and a separate start/stop.
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
    stop = clock()
    return (stop - start) / n_steps
