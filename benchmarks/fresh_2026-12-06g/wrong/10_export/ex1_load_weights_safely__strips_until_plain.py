# Mistake: "if the keys start with `module.` (a DDP checkpoint, where every key has it), strip that leading prefix, and only it" — strips as long as every key still starts with "module." ("in case the model was wrapped twice"): a DDP checkpoint of a model whose only child is a submodule called `module` (keys module.module.weight, module.module.bias) loses both prefixes and comes back as weight, bias instead of module.weight, module.bias
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    keys = list(state)
    while keys and all(k.startswith("module.") for k in keys):
        keys = [k[len("module."):] for k in keys]
    return dict(zip(keys, state.values()))
