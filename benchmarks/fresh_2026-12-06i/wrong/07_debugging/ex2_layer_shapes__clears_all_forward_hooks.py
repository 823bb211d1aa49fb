# Mistake: "the model may already carry the caller's forward hooks and forward pre-hooks ..., which stay attached" — cleans up with module._forward_hooks.clear() (as section 5 did), which also deletes the caller's own hooks.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    def hook(module, args, output, name):
        first = output[0] if isinstance(output, (tuple, list)) else output
        records.append((name, tuple(first.shape)))
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            module.register_forward_hook(lambda m, a, o, name=name: hook(m, a, o, name))
    try:
        model(*inputs)
    finally:
        for module in model.modules():
            module._forward_hooks.clear()
    return records
