# Diagnosis: pins-for-cpu
# Pitfall: pin_memory=True on every machine: ignored, with a warning, where batches stay on the CPU.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=True, **extra)
