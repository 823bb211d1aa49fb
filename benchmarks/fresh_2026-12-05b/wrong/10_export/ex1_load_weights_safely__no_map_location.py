# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" -- loads without map_location, so a GPU-written checkpoint fails on a CPU-only machine (and stays on the GPU elsewhere).
def load_weights_safely(path):
    sd = torch.load(path, weights_only=True)
    if sd and all(k.startswith("module.") for k in sd):
        sd = type(sd)((k[len("module."):], v) for k, v in sd.items())
    return sd
