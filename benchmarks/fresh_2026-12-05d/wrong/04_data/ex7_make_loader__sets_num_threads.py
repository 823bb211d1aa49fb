# Mistake: "the inputs come back unchanged and global state as found" — with workers it calls torch.set_num_threads(1) "to avoid oversubscribing the cores", which changes the main process's intra-op thread count for everything that follows.
def make_loader(dataset, batch_size, num_workers, train, device):
    if num_workers > 0:
        torch.set_num_threads(1)
        return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                          pin_memory=device.type == "cuda", persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, pin_memory=device.type == "cuda")
