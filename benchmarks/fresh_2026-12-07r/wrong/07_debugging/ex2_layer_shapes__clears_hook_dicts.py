# Mistake: "the model may already carry the caller's forward hooks and forward pre-hooks ... which stay attached and run as before": clearing each leaf's _forward_hooks dict afterwards (instead of removing only its own handles) also removes the caller's observers.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    leaves = [(n, m) for n, m in model.named_modules() if not list(m.children())]
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
