# Mistake: "its parameters and buffers unchanged, no global state changed" — runs the model once on the example before switching to eval (to keep a reference output), which in training mode updates BatchNorm's running statistics and draws Dropout masks from the global generator
def export_onnx(model, example, path):
    with torch.no_grad():
        reference = model(example)
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
    assert reference.shape[0] == example.shape[0]
