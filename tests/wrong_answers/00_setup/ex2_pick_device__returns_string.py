# Diagnosis: not-a-device
# Pitfall: returns the device's name as a string instead of a torch.device.
def pick_device(prefer=None) -> torch.device:
    if prefer:
        return prefer
    if torch.cuda.is_available():
        return "cuda"
    if torch.backends.mps.is_available():
        return "mps"
    return "cpu"
