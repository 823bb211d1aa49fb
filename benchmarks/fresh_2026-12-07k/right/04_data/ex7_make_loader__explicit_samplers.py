# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and None for prefetch_factor without workers (the DataLoader's own default then)
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    with_workers = num_workers > 0
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=(device.type == "cuda"), persistent_workers=with_workers,
                      prefetch_factor=4 if with_workers else None)
