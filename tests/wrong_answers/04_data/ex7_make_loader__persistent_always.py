# Diagnosis: worker-options-without-workers
# Pitfall: persistent_workers=True even with num_workers=0, which the DataLoader refuses.
def make_loader(dataset, batch_size, num_workers, train, device):
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", persistent_workers=True,
                      prefetch_factor=4 if num_workers else None)
