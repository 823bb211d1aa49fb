# Also measures the warmup (to print how much the first calls cost), then times the steps on their own.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync:
            sync()

    t0 = clock()
    for _ in range(warmup):
        step()
    wait()
    t1 = clock()
    for _ in range(n_steps):
        step()
    wait()
    t2 = clock()
    if warmup and t1 - t0 > 10 * (t2 - t1) / n_steps:
        print(f"warmup took {t1 - t0:.3f} s")
    return (t2 - t1) / n_steps
