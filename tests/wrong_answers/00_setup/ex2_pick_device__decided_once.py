# Diagnosis: availability-not-asked
# Pitfall: the device is chosen once, when the cell runs, and never asked again.
_DEVICE = torch.device("cuda" if torch.cuda.is_available()
                       else "mps" if torch.backends.mps.is_available() else "cpu")


def pick_device(prefer=None) -> torch.device:
    return torch.device(prefer) if prefer else _DEVICE
