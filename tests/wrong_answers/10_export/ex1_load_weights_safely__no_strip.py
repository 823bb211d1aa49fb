# Diagnosis: prefix-not-stripped
# Pitfall: loads safely but keeps the DDP "module." prefix, so a plain model reports missing keys.
def load_weights_safely(path):
    return torch.load(path, map_location=torch.device("cpu"), weights_only=True)
