# Right: passes the samplers explicitly (RandomSampler draws a new permutation each epoch, SequentialSampler reads in order), normalises device through torch.device(...).type so "cuda:1" pins too, and adds the worker options only when there are workers.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    pin = torch.device(device).type == "cuda"
    if num_workers == 0:
        return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=0,
                          pin_memory=pin, drop_last=False)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=pin, drop_last=False, persistent_workers=True, prefetch_factor=4)
