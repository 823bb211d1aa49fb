# Mistake: "the inputs come back unchanged and global state as found" — for good measure the function also turns on torch.use_deterministic_algorithms(True) (as section 8's repeatable_run does) but never turns it off, so the caller's whole program afterwards runs in deterministic mode (and raises on operations without a deterministic implementation).
def reproducible_loader(dataset, batch_size, seed):
    torch.use_deterministic_algorithms(True)          # reproducible all the way down
    order = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=order)
