# Mistake: "train=True: shuffled (a new order every epoch) ... every example in every epoch" — draws training indices with replacement, so some examples repeat and others are skipped.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda"
    kwargs = {}
    if num_workers > 0:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, sampler=RandomSampler(dataset, replacement=True) if train else SequentialSampler(dataset),
                      pin_memory=pin, **kwargs)
