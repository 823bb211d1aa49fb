# Right: passes an explicit RandomSampler / SequentialSampler instead of shuffle=, and builds the keyword arguments in a dict, adding the worker options only when num_workers > 0.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {
        "batch_size": batch_size,
        "sampler": RandomSampler(dataset) if train else SequentialSampler(dataset),
        "num_workers": num_workers,
        "pin_memory": torch.device(device).type == "cuda",
        "drop_last": False,
    }
    if num_workers > 0:
        kwargs["persistent_workers"] = True
        kwargs["prefetch_factor"] = 4
    return DataLoader(dataset, **kwargs)
