# Mistake: "they must all be removed before the function returns, **also when the forward pass raises an error**" — removes the hooks only after a successful forward; a forward that raises leaves every hook attached
def _nonfinite(out):
    if isinstance(out, (tuple, list)):
        return any(_nonfinite(o) for o in out)
    return torch.is_tensor(out) and not torch.isfinite(out).all()

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if not found and _nonfinite(output):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    model(*inputs)
    for h in handles:
        h.remove()
    return found[0] if found else None
