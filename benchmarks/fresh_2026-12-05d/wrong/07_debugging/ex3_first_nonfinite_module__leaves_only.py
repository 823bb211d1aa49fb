# Mistake: "returns the name (from `named_modules()`, `""` for the model itself) of the **first** module ... Hooks go on every module" — hooks go on leaf modules only, so a NaN made by a container's own forward (exp(30 lin(h))) or by the model's own forward is reported as None, or as a later leaf.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        if next(module.children(), None) is not None:
            continue

        def hook(m, args, out, name=name):
            tensors = out if isinstance(out, (tuple, list)) else (out,)
            stack = list(tensors)
            while stack:
                t = stack.pop()
                if isinstance(t, (tuple, list)):
                    stack.extend(t)
                elif isinstance(t, torch.Tensor) and not torch.isfinite(t).all():
                    found.append(name)
                    return
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
