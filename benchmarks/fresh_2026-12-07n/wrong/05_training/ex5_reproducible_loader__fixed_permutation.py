# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)": the seeded permutation is drawn once, when the loader is made, and the loader reads that Subset in order, so every epoch repeats the first epoch's order
from torch.utils.data import Subset


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(Subset(dataset, order), batch_size=batch_size, shuffle=False)
