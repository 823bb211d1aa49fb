# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and spells out prefetch_factor=None / persistent_workers=False without workers (the DataLoader's defaults).
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    workers = num_workers > 0
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=(torch.device(device).type == "cuda"),
                      persistent_workers=workers, prefetch_factor=4 if workers else None,
                      drop_last=False)
