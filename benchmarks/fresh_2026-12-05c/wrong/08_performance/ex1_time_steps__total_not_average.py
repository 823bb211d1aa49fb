# Mistake: "returning the average number of seconds per call of step()" — returns the total time of the n_steps calls (right only for n_steps = 1)
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
    return clock() - start
