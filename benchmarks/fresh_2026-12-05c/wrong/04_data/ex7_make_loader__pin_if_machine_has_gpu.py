# Mistake: "Decide from `device`, not from what the machine has: `PTP_DEVICE=cpu` keeps a GPU machine on the CPU, and then nothing should be pinned" — pins whenever CUDA is available
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=torch.cuda.is_available(), **extra)
