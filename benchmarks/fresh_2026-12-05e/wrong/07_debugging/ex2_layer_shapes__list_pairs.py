# Mistake: "returns a list of `(name, shape)` pairs ... `shape` is `tuple(output.shape)`" — returns each pair as a list [name, shape] with shape as a list, which compares unequal to the tuple pair
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    try:
        for name, module in model.named_modules():
            if not list(module.children()):
                def hook(mod, args, output, name=name):
                    out = output[0] if isinstance(output, (tuple, list)) else output
                    records.append([name, list(out.shape)])
                handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
