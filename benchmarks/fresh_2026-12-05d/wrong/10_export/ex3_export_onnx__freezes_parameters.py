# Mistake: "its parameters and buffers unchanged" — turns off requires_grad on every parameter for the inference export and never turns it back on, so the caller's trainable parameters come back frozen
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)          # an inference graph needs no gradients
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
