# Mistake: "returns the name (from named_modules(), "" for the model itself)" — hooks only the submodules (named_modules() minus the root), so a NaN made by the model's own forward returns None
def _nonfinite(out):
    if isinstance(out, (tuple, list)):
        return any(_nonfinite(o) for o in out)
    return torch.is_tensor(out) and not torch.isfinite(out).all()

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        if name == "":
            continue
        def hook(mod, args, output, name=name):
            if not found and _nonfinite(output):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
