# Mistake: "`name` is the module's name from `named_modules()`" (which yields a module registered under two names once, by its first name): the name map built from named_modules(remove_duplicate=False) keeps the LAST name of a shared ReLU.
def layer_shapes(model: nn.Module, *inputs) -> list:
    names = {}
    for name, m in model.named_modules(remove_duplicate=False):
        names[m] = name
    records, handles = [], []

    def hook(module, args, output):
        out = output[0] if isinstance(output, (tuple, list)) else output
        records.append((names[module], tuple(out.shape)))

    try:
        for m in names:
            if len(list(m.children())) == 0:
                handles.append(m.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
