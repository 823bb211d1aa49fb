# Mistake: "returns the name ... of the **first** module, in the order their forward calls finish" (Pitfalls: reporting the last) — overwrites the answer at every non-finite output, so it returns the last one (usually the model itself, "")
def _nonfinite(out):
    if isinstance(out, (tuple, list)):
        return any(_nonfinite(o) for o in out)
    return torch.is_tensor(out) and not torch.isfinite(out).all()

def first_nonfinite_module(model: nn.Module, *inputs):
    found = [None]
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if _nonfinite(output):
                found[0] = name
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0]
