# Mistake: "Every example is visited, so the last batch is smaller ... (no `drop_last`), and a batch of one example is a batch too": drops the last batch when it would hold a single example (the BatchNorm habit), so N=17 with batch_size 8 loses one example per epoch.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    lone_last = len(dataset) % batch_size == 1 and len(dataset) > 1
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g, drop_last=lone_last)
