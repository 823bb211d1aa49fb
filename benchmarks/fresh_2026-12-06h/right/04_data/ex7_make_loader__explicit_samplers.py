# Right: builds the sampler itself (RandomSampler for training, SequentialSampler for evaluation) instead of shuffle=, and passes the worker options through a dict only when there are workers; pinning from device.type.
from torch.utils.data import RandomSampler, SequentialSampler


def make_loader(dataset, batch_size, num_workers, train, device):
    sampler = RandomSampler(dataset) if train else SequentialSampler(dataset)
    worker_options = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=num_workers,
                      pin_memory=torch.device(device).type == "cuda", drop_last=False, **worker_options)
