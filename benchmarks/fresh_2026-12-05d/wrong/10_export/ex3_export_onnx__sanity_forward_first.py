# Mistake: "its parameters and buffers unchanged, no global state changed" — runs the model once on the example "to check it works" before switching to eval mode: a model in training mode updates its BatchNorm running statistics and draws Dropout masks from the global generator
def export_onnx(model, example, path):
    with torch.no_grad():
        model(example)                     # fail early, before the slow export
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
