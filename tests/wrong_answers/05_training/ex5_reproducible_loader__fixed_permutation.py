# Diagnosis: same-order-every-epoch
# Pitfall: one seeded permutation drawn up front: repeatable, but never reshuffled between epochs.
def reproducible_loader(dataset, batch_size, seed):
    order = torch.randperm(len(dataset), generator=torch.Generator().manual_seed(seed))
    return DataLoader(torch.utils.data.Subset(dataset, order.tolist()), batch_size=batch_size)
