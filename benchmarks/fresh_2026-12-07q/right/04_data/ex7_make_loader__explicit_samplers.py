# Right: passes explicit RandomSampler / SequentialSampler objects instead of shuffle=, and the worker options only when num_workers > 0.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    options = {"batch_size": batch_size, "sampler": sampler, "num_workers": num_workers,
               "pin_memory": torch.device(device).type == "cuda", "drop_last": False}
    if num_workers > 0:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset, **options)
