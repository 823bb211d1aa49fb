# Mistake: "when sync is None there is nothing to wait for, so do not call it, nor any synchronisation of your own (torch.cuda.synchronize() included: the caller chose not to wait)": falling back to torch.cuda.synchronize() when a GPU is present adds syncs the caller did not ask for.
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    if sync is None and torch.cuda.is_available():
        sync = torch.cuda.synchronize
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()
    t0 = clock()
    for _ in range(n_steps):
        step()
    if sync is not None:
        sync()
    t1 = clock()
    return (t1 - t0) / n_steps
