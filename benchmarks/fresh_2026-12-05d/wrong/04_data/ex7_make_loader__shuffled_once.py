# Mistake: "`train=True`: shuffled (a new order every epoch)" — the training data is permuted once, when the loader is built (a Subset over torch.randperm from the global generator), then read sequentially: every epoch repeats the same order, and building the loader consumes the global random state.
from torch.utils.data import Subset


def make_loader(dataset, batch_size, num_workers, train, device):
    if train:
        dataset = Subset(dataset, torch.randperm(len(dataset)).tolist())
    options = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=False, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **options)
