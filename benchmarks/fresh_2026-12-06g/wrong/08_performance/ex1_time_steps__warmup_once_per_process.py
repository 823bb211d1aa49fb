# Mistake: "first call `step()` `warmup` times (`warmup` may be 0), untimed; then `n_steps` times, timed: `warmup + n_steps` calls in all" — the warmup is remembered in a module-level flag, so only the first call of time_steps warms up; a second call (a new device, a new step) makes only n_steps calls and times the one-off costs
_warmed_up = False


def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    global _warmed_up
    if not _warmed_up:
        for _ in range(warmup):
            step()
        _warmed_up = True
    if sync is not None:
        sync()
    start = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    return (clock() - start) / n_steps
