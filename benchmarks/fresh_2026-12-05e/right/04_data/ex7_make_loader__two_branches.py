# Right: two explicit constructor calls, one per worker case; pin_memory from device.type alone (cuda:1 included, never xpu/mps/cpu); prefetch_factor=None is the DataLoader's own default without workers
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = torch.device(device).type == "cuda"
    if num_workers == 0:
        return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=0,
                          pin_memory=pin, drop_last=False, persistent_workers=False, prefetch_factor=None)
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=pin, drop_last=False, persistent_workers=True, prefetch_factor=4)
