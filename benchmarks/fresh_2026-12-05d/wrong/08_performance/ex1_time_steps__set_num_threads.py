# Mistake: "the inputs come back unchanged and global state as found" — copies the chapter's rule 4 into the timer: torch.set_num_threads(1) stays in force for the caller after the call (any caller running with more than one thread)
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    torch.set_num_threads(1)  # rule 4: keep the neighbours' share small
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
