# Right: passes the sampler explicitly (RandomSampler draws a new permutation each epoch; SequentialSampler keeps order), pins exactly for device.type == "cuda" (cuda:1 included), and adds the worker options only when num_workers > 0.
from torch.utils.data import SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    device = torch.device(device)
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    kwargs = {}
    if num_workers > 0:
        kwargs = {"persistent_workers": True, "prefetch_factor": 4}
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=(device.type == "cuda"), drop_last=False, **kwargs)
