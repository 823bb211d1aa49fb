# Mistake: "Hooks go on every module" — hooks only leaf modules, so when a container's own forward (exp(30 lin(h))) or the model's own forward makes the first inf/NaN, it reports a later leaf or None.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def check(out):
        if isinstance(out, torch.Tensor):
            return bool(torch.isfinite(out).all())
        return all(check(o) for o in out) if isinstance(out, (tuple, list)) else True

    handles = []
    try:
        for name, module in model.named_modules():
            if next(module.children(), None) is None:
                def hook(m, args, output, name=name):
                    if not found and not check(output):
                        found.append(name)
                handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
