# Diagnosis: domain-wrong-result
# Pitfall: pins for Intel's XPU as well as CUDA: the prompt pins exactly when device.type == 'cuda'.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type in ("cuda", "xpu"), **extra)
