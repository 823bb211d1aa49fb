# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and normalises the device with torch.device(device).type.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    kwargs = {}
    if num_workers > 0:
        kwargs = {"persistent_workers": True, "prefetch_factor": 4}
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=torch.device(device).type == "cuda", drop_last=False, **kwargs)
