# Mistake: "strip that leading prefix, and only it" ("the model inside may itself hold a submodule called `module`, so `module.module.weight`"): every leading "module." is removed in a loop, so `module.module.weight` becomes `weight` instead of `module.weight`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    clean = {}
    for key, value in state.items():
        while key.startswith("module."):          # DDP may have been wrapped more than once
            key = key[len("module."):]
        clean[key] = value
    return clean
