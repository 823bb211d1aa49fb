# Mistake: "Write one self-contained file (`external_data=False` ...)": leaving external_data at its default puts the weights in a `model.onnx.data` file beside `path`, so "every weight inside the file" fails and the .onnx copied alone no longer loads.
def export_onnx(model, example, path):
    modes = {name: m.training for name, m in model.named_modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for name, m in model.named_modules():
            m.training = modes[name]
