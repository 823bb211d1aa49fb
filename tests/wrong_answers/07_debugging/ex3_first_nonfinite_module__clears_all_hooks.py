# Diagnosis: caller-hooks-removed
# Pitfall: the hooks removed by clearing every module's _forward_hooks, which also removes the hooks
# the caller had put on the model.
def first_nonfinite_module(model, *inputs):
    found = []

    def hook(module, args, output, name):
        values = output if isinstance(output, (tuple, list)) else (output,)
        if not found and any(isinstance(v, torch.Tensor) and not torch.isfinite(v).all() for v in values):
            found.append(name)

    for name, m in model.named_modules():
        m.register_forward_hook(lambda mod, a, o, name=name: hook(mod, a, o, name))
    try:
        model(*inputs)
    finally:
        for m in model.modules():
            m._forward_hooks.clear()
    return found[0] if found else None
