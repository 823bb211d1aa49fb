# Right: passes an explicit RandomSampler / SequentialSampler instead of shuffle=.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    options = {"persistent_workers": True, "prefetch_factor": 4} if num_workers >= 1 else {}
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=(device.type == "cuda"), **options)
