# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)" — draws one permutation from the seed when the loader is built and reads it in that fixed order, so every epoch repeats the first one.
from torch.utils.data import Subset


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(Subset(dataset, order), batch_size=batch_size, shuffle=False)
