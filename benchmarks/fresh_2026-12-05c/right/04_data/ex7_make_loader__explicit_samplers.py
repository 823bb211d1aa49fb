# Right: chooses the sampler explicitly (RandomSampler for training, SequentialSampler for evaluation, which is what shuffle=True/False builds) and two DataLoader calls for with/without workers
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    pin = device.type == "cuda"
    if num_workers > 0:
        return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                          pin_memory=pin, persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=0, pin_memory=pin)
