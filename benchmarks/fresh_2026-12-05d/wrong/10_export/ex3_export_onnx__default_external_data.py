# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.data` file beside it, and the `.onnx` copied alone no longer loads)" — leaves external_data at its default, so the weights are written to model.onnx.data beside the file
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
