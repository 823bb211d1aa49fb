# Mistake: "leave it and the inputs as you found them" -- removes its hooks by clearing each module's _forward_hooks dict, which also deletes forward hooks the caller had registered before.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls = []
    leaves = [(n, m) for n, m in model.named_modules() if len(m._modules) == 0]
    for name, module in leaves:
        def record(mod, args, output, name=name):
            first = output[0] if isinstance(output, (tuple, list)) else output
            calls.append((name, tuple(first.shape)))
        module.register_forward_hook(record)
    try:
        model(*inputs)
    finally:
        for _, module in leaves:
            module._forward_hooks.clear()
    return calls
