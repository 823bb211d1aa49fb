# Mistake: "strip that leading prefix, and only it" (the model inside may itself hold a submodule called module, so module.module.weight) — strips "module." as long as the key starts with it, so module.module.weight becomes weight instead of module.weight
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    out = {}
    for k, v in state.items():
        while k.startswith("module."):
            k = k[len("module."):]
        out[k] = v
    return out
