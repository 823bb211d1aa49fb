# Right: replace a missing sync by a local no-op wrapper (the given sync is never called when None), one clock() read at each end of the timed region.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    i = 0
    while i < warmup:
        step()
        i += 1
    wait()
    started = clock()
    for _ in range(n_steps):
        step()
    wait()
    finished = clock()
    return (finished - started) / n_steps
