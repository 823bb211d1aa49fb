# Mistake: "first call step() warmup times (warmup may be 0), untimed; then n_steps times, timed: warmup + n_steps calls in all": forcing at least one warmup call (max(warmup, 1)) makes warmup=0 run an extra step, and the slow first call the reference times is left out.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(max(warmup, 1)):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
