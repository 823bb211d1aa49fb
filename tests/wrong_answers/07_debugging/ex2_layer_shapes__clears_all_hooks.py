# Diagnosis: caller-hooks-removed
# Pitfall: the hooks removed by clearing each module's _forward_hooks (as the chapter's cleanup cell
# does), which also removes the hooks the caller had put on the model.
def layer_shapes(model, *inputs):
    records = []
    leaves = [(name, m) for name, m in model.named_modules() if not list(m.children())]
    for name, m in leaves:
        m.register_forward_hook(lambda mod, args, out, name=name: records.append(
            (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape))))
    try:
        model(*inputs)
    finally:
        for _, m in leaves:
            m._forward_hooks.clear()
    return records
