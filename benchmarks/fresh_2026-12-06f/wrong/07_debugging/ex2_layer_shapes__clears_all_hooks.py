# Mistake: "the model may already carry the caller's own forward hooks ... which stay attached" — cleans up by clearing each module's _forward_hooks dict instead of removing its own handles, which also deletes the caller's hooks.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    leaves = [(n, m) for n, m in model.named_modules() if len(list(m.children())) == 0]
    for name, module in leaves:
        module.register_forward_hook(
            lambda mod, args, out, name=name: records.append(
                (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape))))
    try:
        model(*inputs)
    finally:
        for _, module in leaves:
            module._forward_hooks.clear()
    return records
