# Right: passes an explicit RandomSampler or SequentialSampler instead of shuffle=, and builds the keyword arguments step by step (drop_last=False spelled out).
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    options = {"batch_size": batch_size, "sampler": sampler, "num_workers": num_workers,
               "drop_last": False, "pin_memory": torch.device(device).type == "cuda"}
    if num_workers > 0:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset, **options)
