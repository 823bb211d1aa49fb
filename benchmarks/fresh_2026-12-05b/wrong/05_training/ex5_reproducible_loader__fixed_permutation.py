# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)" — permutes the data set once with the seeded generator and then reads it in that fixed order every epoch.
from torch.utils.data import Subset


def reproducible_loader(dataset, batch_size, seed):
    order = torch.randperm(len(dataset), generator=torch.Generator().manual_seed(seed)).tolist()
    return DataLoader(Subset(dataset, order), batch_size=batch_size, shuffle=False)
