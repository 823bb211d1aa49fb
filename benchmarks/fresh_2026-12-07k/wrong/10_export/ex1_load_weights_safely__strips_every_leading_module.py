# Mistake: "strip that leading prefix, and only it" (one `module.`; "the model inside may itself hold a submodule called module, so module.module.weight"): the while loop strips every leading `module.`, so `module.module.weight` becomes `weight` instead of `module.weight`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    cleaned = {}
    for key, value in state.items():
        while key.startswith("module."):      # DataParallel inside DDP, etc.
            key = key[len("module."):]
        cleaned[key] = value
    return cleaned
