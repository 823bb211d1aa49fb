# Diagnosis: machine-not-device
# Pitfall: asks whether the machine has CUDA, not where the batches go (PTP_DEVICE=cpu on a GPU machine).
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=torch.cuda.is_available(), **extra)
