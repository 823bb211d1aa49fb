# Mistake: "stops only after the timed steps' work has finished" -- sums clock intervals around each step() call and synchronises only after the last interval, so it times the launches, not the queued work.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    total = 0.0
    for _ in range(n_steps):
        t = clock()
        step()
        total += clock() - t
    if sync is not None:
        sync()
    return total / n_steps
