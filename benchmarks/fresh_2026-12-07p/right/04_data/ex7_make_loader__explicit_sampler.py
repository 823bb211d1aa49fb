# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and writes the two worker cases as two DataLoader calls.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    pin = device.type == "cuda"
    if num_workers == 0:
        return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=0, pin_memory=pin)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=pin, persistent_workers=True, prefetch_factor=4)
