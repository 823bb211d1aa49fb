# Right: divmod splits the data into full batches and a remainder; the remainder is one more (smaller) step unless drop_last drops it; n_samples = 0 gives 0 steps; the product with step_seconds is returned unrounded
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full if (drop_last or rest == 0) else full + 1
    return steps * step_seconds
