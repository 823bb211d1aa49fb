# Diagnosis: hard-wired
# Pitfall: the device is hard-wired, as in code that calls .cuda() everywhere.
def pick_device(prefer=None) -> torch.device:
    return torch.device("cuda")
