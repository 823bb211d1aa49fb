# Right: a local no-op `wait` when sync is None, so the timed region is written once; total divided by n_steps as a float.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    for _ in range(warmup):
        step()
    wait()
    t_start = clock()
    for _ in range(n_steps):
        step()
    wait()
    elapsed = clock() - t_start
    return elapsed / float(n_steps)
