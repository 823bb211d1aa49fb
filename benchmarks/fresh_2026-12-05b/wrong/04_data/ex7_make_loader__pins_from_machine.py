# Mistake: "Decide from device, not from what the machine has" — pins whenever torch.cuda.is_available(), also when device is the CPU (PTP_DEVICE=cpu on a GPU machine).
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = torch.cuda.is_available()
    kwargs = {}
    if num_workers > 0:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      pin_memory=pin, **kwargs)
