# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and uses a conditional expression for prefetch_factor (None is the DataLoader's own default without workers).
from torch.utils.data import SequentialSampler as _Seq

def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else _Seq(dataset)
    has_workers = num_workers > 0
    return DataLoader(dataset, batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=(device.type == "cuda"), persistent_workers=has_workers,
                      prefetch_factor=4 if has_workers else None)
