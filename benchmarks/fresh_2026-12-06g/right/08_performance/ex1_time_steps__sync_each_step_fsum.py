# Right: syncs and reads the clock around every timed step and adds the per-step durations with math.fsum; waiting after each step makes each interval the step's own work, so the sum equals the total of the back-to-back timed region (the prompt allows reading the clock as often as you like)
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    for _ in range(warmup):
        step()
    if sync is not None:
        sync()                      # the warmup's queued work is done before any clock read
    durations = []
    for _ in range(n_steps):
        start = clock()
        step()
        if sync is not None:
            sync()                  # this step's work has finished
        durations.append(clock() - start)
    return math.fsum(durations) / n_steps
