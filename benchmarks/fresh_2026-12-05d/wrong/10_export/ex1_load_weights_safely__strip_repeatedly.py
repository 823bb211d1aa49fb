# Mistake: "strip that leading prefix, and only it" — strips "module." as long as a key starts with it, so a DDP checkpoint of a model holding a submodule called `module` (module.module.weight) comes back as weight instead of module.weight
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    out = {}
    for key, value in state.items():
        while key.startswith("module."):
            key = key[len("module."):]
        out[key] = value
    return out
