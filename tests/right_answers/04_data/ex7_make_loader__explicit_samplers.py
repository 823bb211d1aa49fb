# Samplers chosen by hand, options collected in a dict, the accelerator asked through torch.accelerator.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train):
    options = dict(batch_size=batch_size, num_workers=num_workers,
                   sampler=RandomSampler(dataset) if train else SequentialSampler(dataset))
    if torch.accelerator.is_available():
        options["pin_memory"] = True
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
