# Mistake: "when `sync` is `None` there is nothing to wait for, so do not call it" — falls back to torch.cuda.synchronize when sync is None, which raises on a machine without CUDA (and ignores the given sync otherwise is fine)
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    wait = sync if sync is not None else torch.cuda.synchronize
    for _ in range(warmup):
        step()
    wait()
    start = clock()
    for _ in range(n_steps):
        step()
    wait()
    return (clock() - start) / n_steps
