# Mistake: "the model may already carry the caller's own forward hooks ... which stay attached and run as before" — the hooks are cleaned up by emptying every module's _forward_hooks dict, which also deletes the caller's own hooks.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    leaves = [(name, m) for name, m in model.named_modules() if not list(m.children())]
    for name, module in leaves:
        module.register_forward_hook(
            lambda m, args, out, name=name: records.append(
                (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape))))
    try:
        model(*inputs)
    finally:
        for module in model.modules():
            module._forward_hooks.clear()
    return records
