# Right: asks a real DataLoader over range(n_samples) for its length (same batch_size and drop_last), so the step count is the DataLoader's by construction; it iterates nothing
from torch.utils.data import DataLoader

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    loader = DataLoader(range(n_samples), batch_size=batch_size, drop_last=drop_last)
    return len(loader) * step_seconds
