# Right: passes an explicit RandomSampler / SequentialSampler instead of shuffle=, and always passes the worker options (persistent_workers=False, prefetch_factor=None are the DataLoader's own defaults without workers)
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    with_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        sampler=sampler,
        num_workers=num_workers,
        pin_memory=torch.device(device).type == "cuda",
        drop_last=False,
        persistent_workers=with_workers,
        prefetch_factor=4 if with_workers else None,
    )
