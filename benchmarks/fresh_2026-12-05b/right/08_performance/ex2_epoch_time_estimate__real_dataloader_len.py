# Right: ask a real DataLoader over a range of n_samples indices for its length (no data is loaded), then multiply.
from torch.utils.data import DataLoader

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    loader = DataLoader(range(n_samples), batch_size=batch_size, drop_last=drop_last)
    return len(loader) * step_seconds
