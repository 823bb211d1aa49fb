# Samplers chosen by hand, options collected in a dict, the device read from its string form.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, num_workers=num_workers,
                   sampler=RandomSampler(dataset) if train else SequentialSampler(dataset))
    if str(device).startswith("cuda"):
        options["pin_memory"] = True
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
