# Right: passes the sampler shuffle=True/False would make (RandomSampler without a fixed generator: a new order each epoch; SequentialSampler) and builds the worker options only when there are workers
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    device = torch.device(device)
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    kwargs = {"batch_size": batch_size, "sampler": sampler, "num_workers": num_workers,
              "pin_memory": device.type == "cuda", "drop_last": False}
    if num_workers > 0:
        kwargs["persistent_workers"] = True
        kwargs["prefetch_factor"] = 4
    return DataLoader(dataset, **kwargs)
