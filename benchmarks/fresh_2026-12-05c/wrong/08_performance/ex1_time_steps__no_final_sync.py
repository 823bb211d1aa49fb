# Mistake: "call it so that ... [the clock] stops only after the timed steps' work has finished" — syncs before starting the clock but not before stopping it, so with queued kernels it times only the launches
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    return (clock() - start) / n_steps
