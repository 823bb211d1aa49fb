# Right: counts the batch start offsets with len(range(...)) over the samples a DataLoader keeps (dropping the remainder when drop_last), which is exactly its number of batches, 0 for n=0
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    kept = n_samples - (n_samples % batch_size if drop_last else 0)
    steps = len(range(0, kept, batch_size))
    return steps * step_seconds
