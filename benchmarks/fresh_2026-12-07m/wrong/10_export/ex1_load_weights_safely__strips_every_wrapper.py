# Mistake: "strip that leading prefix, and only it" (the model inside may hold a submodule called `module`, so `module.module.weight`): a while loop strips every leading `module.`, so `module.module.weight` becomes `weight` instead of `module.weight`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    out = {}
    for key, value in state.items():
        while key.startswith("module."):     # DDP around DataParallel: unwrap every layer
            key = key[len("module."):]
        out[key] = value
    return out
