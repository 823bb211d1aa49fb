# Mistake: "return the name (from `named_modules()`, `""` for the model itself)" — hooks every submodule but skips the model itself (named_modules() entry ""), so when the model's own forward makes the NaN the function returns None
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def flat(output):
        if torch.is_tensor(output):
            return [output]
        if isinstance(output, (tuple, list)):
            return [t for o in output for t in flat(o)]
        return []

    def make(name):
        def hook(module, args, output):
            if not found and any(not torch.isfinite(t).all() for t in flat(output)):
                found.append(name)
        return hook

    try:
        for name, module in model.named_modules():
            if name:
                handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
