# Mistake: the signature "time_steps(step, n_steps, warmup=1, ...)" and "`warmup`: left out (its default, 1)" - the default is 3 warmup calls, so a caller leaving warmup out gets 3 + n_steps calls of step() instead of 1 + n_steps.
def time_steps(step, n_steps, warmup=3, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
