# Mistake: "0 to 4 keys" — decides from the first key with next(iter(sd)), which raises StopIteration on an empty state_dict (0 keys) instead of returning it
def load_weights_safely(path):
    sd = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(sd)).startswith("module."):
        sd = type(sd)((k[len("module."):], v) for k, v in sd.items())
    return sd
