# Mistake: "leave the model in the mode you found it: ... its parameters and buffers unchanged" — it turns requires_grad off on every parameter (an inference export needs no gradients) and never turns it back, so the caller's next training step updates nothing.
def export_onnx(model, example, path):
    modes = [m.training for m in model.modules()]
    model.requires_grad_(False)
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in zip(model.modules(), modes):
            m.training = mode
