# Diagnosis: pins-for-mps
# Pitfall: pins for any device that is not the CPU, Apple's MPS included, where the DataLoader declines.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type != "cpu", **extra)
