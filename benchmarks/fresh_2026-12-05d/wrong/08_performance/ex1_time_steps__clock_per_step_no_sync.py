# Mistake: "stops only after the timed steps' work has finished" — sums clock differences around each step and syncs only once after the loop without reading the clock again, so on a queued device it times the launches
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    total = 0.0
    for _ in range(n_steps):
        t0 = clock()
        step()
        total += clock() - t0
    if sync is not None:
        sync()  # leave the device idle for the caller
    return total / n_steps
