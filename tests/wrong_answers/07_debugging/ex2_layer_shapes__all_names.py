# Diagnosis: domain-wrong-result
# Pitfall: "`name` is the module's name from `named_modules()`" and "A leaf module used twice in one forward pass appears twice": walking named_modules(remove_duplicate=False) hooks a module registered under two names twice, so each call of the shared ReLU is listed twice (once per name): four rows instead of two. (batch l, 2026-12-07)
def layer_shapes(model: nn.Module, *inputs) -> list:
    rows, handles = [], []
    for name, module in model.named_modules(remove_duplicate=False):   # every name a module has
        if not list(module.children()):
            def hook(m, args, output, name=name):
                first = output[0] if isinstance(output, (tuple, list)) else output
                rows.append((name, tuple(first.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return rows
