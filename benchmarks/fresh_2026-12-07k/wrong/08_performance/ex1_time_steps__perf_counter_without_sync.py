# Mistake: "read the time only through clock() (as often as you like)": when sync is None the code reads time.perf_counter() directly ("nothing to wait for: real time"), so on the tests' simulated device with host-work steps and sync=None it measures almost nothing instead of the simulated seconds.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    now = clock if sync is not None else time.perf_counter
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    begin = now()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (now() - begin) / n_steps
