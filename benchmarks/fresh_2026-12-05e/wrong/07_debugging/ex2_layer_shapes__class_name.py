# Mistake: "`name` is the module's name from `named_modules()`" — records the layer's class name (module._get_name(), e.g. "Linear", "ReLU") as torch's own summaries print it, instead of its path name such as "blk.0"
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []

    def hook(module, args, output):
        out = output[0] if isinstance(output, (tuple, list)) else output
        records.append((module._get_name(), tuple(out.shape)))

    try:
        for module in model.modules():
            if not list(module.children()):
                handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
