# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`), and a batch of one example is a batch too." — the loader drops the last batch when it would hold a single example (BatchNorm refuses a training batch of one, chapter 03), so with N % batch_size == 1 one example is never visited.
def reproducible_loader(dataset, batch_size, seed):
    lonely_tail = len(dataset) > batch_size and len(dataset) % batch_size == 1
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=lonely_tail,
                      generator=torch.Generator().manual_seed(seed))
