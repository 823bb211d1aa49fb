# Mistake: "the **first** module, in the order their forward calls finish" — collects the set of non-finite modules and returns the first in named_modules() order, so a container (listed before its children) or the root "" wins over the leaf that produced the inf first
def _nonfinite(out):
    if isinstance(out, (tuple, list)):
        return any(_nonfinite(o) for o in out)
    return torch.is_tensor(out) and not torch.isfinite(out).all()

def first_nonfinite_module(model: nn.Module, *inputs):
    bad = set()
    handles = []
    names = []
    for name, module in model.named_modules():
        names.append(name)
        def hook(mod, args, output, name=name):
            if _nonfinite(output):
                bad.add(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    for name in names:
        if name in bad:
            return name
    return None
