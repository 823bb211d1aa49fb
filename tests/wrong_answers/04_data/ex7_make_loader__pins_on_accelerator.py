# Diagnosis: machine-not-device
# Pitfall: pins whenever the machine has an accelerator, even when the batches stay on the CPU.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=torch.accelerator.is_available(), **extra)
