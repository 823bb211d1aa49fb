# Mistake: "call it so that the clock starts only after the warmup's queued work has finished, and stops only after the timed steps' work has finished" — the final sync is only done inside the `if warmup` branch, so with warmup=0 and a device sync the clock stops right after the launches
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if warmup:
        for _ in range(warmup):
            step()
        if sync is not None:
            sync()
        t0 = clock()
        for _ in range(n_steps):
            step()
        if sync is not None:
            sync()
        return (clock() - t0) / n_steps
    t0 = clock()
    for _ in range(n_steps):
        step()
    return (clock() - t0) / n_steps
