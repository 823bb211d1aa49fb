# Right: the classic single timed region, written with while-loops and a helper that waits only when a sync function is given: warmup calls, wait, clock, n_steps calls, wait, clock; the difference over n_steps
def time_steps(step, n_steps, warmup=1, sync=None, clock=time.perf_counter):
    def wait():
        if sync is not None:
            sync()

    done = 0
    while done < warmup:
        step()
        done += 1
    wait()
    begin = clock()
    done = 0
    while done < n_steps:
        step()
        done += 1
    wait()
    end = clock()
    return (end - begin) / n_steps
