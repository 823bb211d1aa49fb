# Mistake: "one per call of a **leaf** module (a module with no submodules)" — hooks every module from named_modules(), so the Sequential containers and the model itself ("") appear in the list too
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            out = output[0] if isinstance(output, (tuple, list)) else output
            records.append((name, tuple(out.shape)))
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
