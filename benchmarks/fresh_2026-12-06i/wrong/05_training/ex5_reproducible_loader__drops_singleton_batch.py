# Mistake: "Every example is visited, so the last batch is smaller ... (no `drop_last`), and a batch of one example is a batch too" — drops the last batch when it would hold a single example (a BatchNorm habit), so with e.g. N=17, batch_size=8 one example per epoch is never visited.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    lone_last = len(dataset) > batch_size and len(dataset) % batch_size == 1
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g, drop_last=lone_last)
