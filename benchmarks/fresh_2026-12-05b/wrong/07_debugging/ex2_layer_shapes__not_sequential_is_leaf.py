# Mistake: "one per call of a **leaf** module (a module with no submodules)" -- treats every module that is not a Sequential/ModuleList as a leaf, so a custom top-level model (e.g. the LSTM model) or custom block shows up in the list.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if isinstance(module, (nn.Sequential, nn.ModuleList, nn.ModuleDict)):
            continue
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
