# Diagnosis: domain-wrong-result
# Pitfall: a RandomSampler with replacement=True: some examples twice in an epoch, others never.
def make_loader(dataset, batch_size, num_workers, train, device):
    from torch.utils.data import RandomSampler, SequentialSampler
    sampler = RandomSampler(dataset, replacement=True) if train else SequentialSampler(dataset)
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **extra)
