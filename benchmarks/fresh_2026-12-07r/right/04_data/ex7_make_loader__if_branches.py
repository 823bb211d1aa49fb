# Right: two explicit DataLoader calls, with and without the worker options; pin flag from device.type.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = torch.device(device).type == "cuda"
    if num_workers == 0:
        return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=0, pin_memory=pin)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=pin, drop_last=False, persistent_workers=True, prefetch_factor=4)
