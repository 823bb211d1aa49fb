# Diagnosis: error-replaced
# Mistake: "When the forward pass raises, let the same exception propagate (return nothing) and still remove your hooks" — catches the error and raises a new RuntimeError that names the layers seen so far, so the caller gets a different exception object (and type, for a non-RuntimeError failure).
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: records.append(
                    (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape)))))
    try:
        model(*inputs)
    except Exception as err:
        raise RuntimeError(f"forward pass failed after {[n for n, _ in records]}: {err}") from err
    finally:
        for h in handles:
            h.remove()
    return records
