# Diagnosis: mode-changed
# Pitfall: switching the model to eval() "for a clean forward" and leaving it there.
def layer_shapes(model, *inputs):
    records = []
    handles = [m.register_forward_hook(lambda m, a, o, name=name: records.append(
                   (name, tuple((o[0] if isinstance(o, tuple) else o).shape))))
               for name, m in model.named_modules() if not list(m.children())]
    model.eval()
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
