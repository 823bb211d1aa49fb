# Right: computes the settings in a separate helper that returns a dict (with a match statement on the device type) and accepts a device string too; the DataLoader is built from that dict.
def _loader_settings(num_workers, train, device_type):
    match device_type:
        case "cuda":
            pin = True
        case _:
            pin = False
    settings = {"shuffle": train is True or bool(train), "pin_memory": pin}
    if num_workers >= 1:
        settings |= {"persistent_workers": True, "prefetch_factor": 4}
    return settings

def make_loader(dataset, batch_size, num_workers, train, device):
    device_type = device.type if isinstance(device, torch.device) else torch.device(device).type
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers,
                      **_loader_settings(num_workers, train, device_type))
