# Diagnosis: domain-wrong-result
# Pitfall: an MPS-only machine returns mps before looking at the preference, so pick_device("cpu") on a Mac gives mps.
def pick_device(prefer=None):
    if torch.backends.mps.is_available() and not torch.cuda.is_available():
        return torch.device("mps")
    if prefer is not None:
        return torch.device(prefer)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")
