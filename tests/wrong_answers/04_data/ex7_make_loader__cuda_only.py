# Diagnosis: cuda-only
# Pitfall: asks torch.cuda.is_available(), which misses every accelerator that is not CUDA.
def make_loader(dataset, batch_size, num_workers, train):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=torch.cuda.is_available(), **extra)
