# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)": one permutation is drawn from torch.Generator().manual_seed(seed) when the loader is made and wrapped in a Subset, so every epoch repeats the first epoch's order.
from torch.utils.data import Subset
def reproducible_loader(dataset, batch_size, seed):
    order = torch.randperm(len(dataset), generator=torch.Generator().manual_seed(seed)).tolist()
    return DataLoader(Subset(dataset, order), batch_size=batch_size, shuffle=False)
