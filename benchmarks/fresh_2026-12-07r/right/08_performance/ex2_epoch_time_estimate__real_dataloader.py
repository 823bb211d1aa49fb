# Right: asks a real DataLoader over range(n_samples) for its length (no data is loaded: len() only counts batches).
from torch.utils.data import DataLoader

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    loader = DataLoader(range(n_samples), batch_size=batch_size, drop_last=drop_last)
    return len(loader) * step_seconds
