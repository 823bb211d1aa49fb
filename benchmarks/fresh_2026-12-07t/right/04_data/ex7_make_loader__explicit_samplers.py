# Right: passes the sampler explicitly (RandomSampler for training, SequentialSampler otherwise) instead of shuffle=, and gives the worker options their "unset" values (False / None) when there are no workers.
from torch.utils.data import RandomSampler, SequentialSampler

def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    has_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        sampler=sampler,
        num_workers=num_workers,
        pin_memory=torch.device(device).type == "cuda",
        drop_last=False,
        persistent_workers=has_workers,
        prefetch_factor=4 if has_workers else None,
    )
