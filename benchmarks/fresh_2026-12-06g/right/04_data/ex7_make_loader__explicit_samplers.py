# Right: passes an explicit RandomSampler (a fresh permutation every epoch, from the global generator only when iterated) or SequentialSampler instead of shuffle=, builds the keyword arguments step by step, and decides pinning from torch.device(device).type alone
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    device = torch.device(device)
    options = {"batch_size": batch_size, "num_workers": num_workers, "drop_last": False,
               "sampler": RandomSampler(dataset) if train else SequentialSampler(dataset),
               "pin_memory": device.type == "cuda"}
    if num_workers >= 1:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
