# Diagnosis: preference-ignored
# Pitfall: the usual one-liner, which forgets an explicit choice and Apple GPUs.
def pick_device(prefer=None) -> torch.device:
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")
