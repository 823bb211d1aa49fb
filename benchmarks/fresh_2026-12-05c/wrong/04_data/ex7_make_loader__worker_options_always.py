# Mistake: "with `num_workers=0` neither (the `DataLoader` refuses both without workers)" — passes persistent_workers and prefetch_factor unconditionally, so num_workers=0 raises ValueError
def make_loader(dataset, batch_size, num_workers, train, device):
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", persistent_workers=True, prefetch_factor=4)
