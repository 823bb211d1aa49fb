# Mistake: "one per call of a **leaf** module (a module with no submodules)" — "leaf" is taken as "a module with its own parameters" (parameters(recurse=False)), so parameter-free leaves (ReLU, Tanh, the exp/log layers, the shared ReLU) are missing from the list.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if next(module.parameters(recurse=False), None) is None:
            continue
        def hook(m, args, out, name=name):
            first = out[0] if isinstance(out, (tuple, list)) else out
            records.append((name, tuple(first.shape)))
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
