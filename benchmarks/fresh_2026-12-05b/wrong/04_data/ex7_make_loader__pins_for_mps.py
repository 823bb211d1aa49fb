# Mistake: "pin_memory=True exactly when device.type == "cuda" ... on Apple's MPS the DataLoader declines to pin, with a warning" — pins for every non-CPU device, MPS included.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type != "cpu"
    kwargs = {}
    if num_workers > 0:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      pin_memory=pin, **kwargs)
