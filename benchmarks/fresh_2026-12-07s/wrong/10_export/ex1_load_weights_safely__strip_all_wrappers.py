# Mistake: "strip that leading prefix, and only it ... (the model inside may itself hold a submodule called module, so module.module.weight)" - strips "module." repeatedly while a key starts with it, so module.module.weight becomes weight instead of module.weight.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    out = {}
    for key, value in state.items():
        while key.startswith("module."):
            key = key[len("module."):]
        out[key] = value
    return out
